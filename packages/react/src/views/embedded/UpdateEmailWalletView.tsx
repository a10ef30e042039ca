import { useEmailUpdate } from '../../hooks/useEmbeddedWallet'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { EmailForm } from '../../ui/EmailForm'

/** UpdateEmailWallet: the new address; codes to the current and then the new one follow. */
export function UpdateEmailWalletView() {
  const strings = useStrings()
  const { wallet, state } = useEmailUpdate()
  return (
    <EmailForm
      label={strings.newEmail}
      submitLabel={strings.updateEmail}
      busy={state.step === 'sending'}
      disabled={!wallet}
      error={state.step === 'idle' && state.error ? errorText(strings, state.error) : undefined}
      onEmail={(email) => void wallet?.update.updateEmail(email)}
    />
  )
}
