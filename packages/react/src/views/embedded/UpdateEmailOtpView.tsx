import { useEmailUpdate, useEmbeddedUser } from '../../hooks/useEmbeddedWallet'
import { useFoyer } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { truncateEmail } from '../../ui/format'
import { OtpInput } from '../../ui/OtpInput'
import { Spinner } from '../../ui/Spinner'

/** The two code steps of an email update: to the current address (primary), then the new one. */
function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { wallet, state } = useEmailUpdate()
  const { email } = useEmbeddedUser()
  if (!wallet) return null
  const error = state.error && errorText(strings, state.error)
  const text =
    step === 'primary'
      ? strings.codeSentToCurrent(truncateEmail(email ?? ''))
      : strings.codeSentTo(truncateEmail(state.newEmail ?? ''))
  const submit = (code: string) =>
    step === 'primary'
      ? wallet.update.submitPrimaryOtp(code)
      : wallet.update.submitSecondaryOtp(code).then((done) => {
          if (done) foyer.toasts.show('success', strings.emailUpdated)
        })
  return (
    <div className="center">
      <p>{text}</p>
      <OtpInput
        key={error ?? 'code'}
        label={strings.enterCode}
        disabled={state.step === 'verifying'}
        onComplete={(code) => void submit(code)}
      />
      {state.step === 'verifying' && <Spinner label={strings.verifying} status />}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export const UpdateEmailPrimaryOtpView = () => <UpdateEmailOtp step="primary" />
export const UpdateEmailSecondaryOtpView = () => <UpdateEmailOtp step="secondary" />
