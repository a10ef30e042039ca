import { useState } from 'react'
import { useEmailLogin } from '../hooks/useEmbeddedWallet'
import { useFoyer } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'
import { EmailForm } from '../ui/EmailForm'

/** The email sign-in form of the Connect view: a valid address starts the embedded wallet's login. */
export function EmailLoginForm({ disabled }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { state } = useEmailLogin()
  const [starting, setStarting] = useState(false)

  async function connect(email: string) {
    setStarting(true)
    try {
      const embedded = await foyer.embedded.load()
      await embedded.login.connectEmail(email)
    } catch (failure) {
      foyer.toasts.show('error', failure instanceof Error ? failure.message : String(failure))
    } finally {
      setStarting(false)
    }
  }

  return (
    <EmailForm
      label={strings.email}
      hideLabel
      submitLabel={strings.continueWithEmail}
      busy={starting || state.step === 'sending' || state.step === 'connecting'}
      disabled={disabled}
      error={state.step === 'idle' ? state.error : undefined}
      defaultValue={state.email}
      onEmail={(email) => void connect(email)}
      // Typing an email is choosing it: the frame is needed, start loading it now.
      onInput={() => void foyer.embedded.load().catch(() => undefined)}
    />
  )
}
