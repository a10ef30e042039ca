import { useFoyer } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { truncateEmail } from '../../ui/format'
import { OtpInput } from '../../ui/OtpInput'
import { ResendButton } from '../../ui/ResendButton'
import { Spinner } from '../../ui/Spinner'

/** EmailVerifyOtp: the six-digit code mailed to the visitor, with a resend after the cooldown. */
export function EmailVerifyOtpView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const signIn = useSignIn('email')
  const busy = signIn.status === 'verifying' || signIn.status === 'connecting'
  const sending = signIn.status === 'starting'
  const error = signIn.error && errorText(strings, signIn.error)
  return (
    <div className="center">
      <p>{strings.codeSentTo(truncateEmail(signIn.email ?? ''))}</p>
      <OtpInput
        // A wrong code clears the boxes for the next try.
        key={error ?? 'code'}
        label={strings.enterCode}
        disabled={busy || sending}
        onComplete={(code) => void foyer.signIn.emailOtp(code)}
      />
      {busy && <Spinner label={strings.verifying} status />}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <ResendButton
        label={strings.resendCode}
        resendAt={signIn.resendAt}
        busy={sending}
        onResend={() => void foyer.signIn.emailResend()}
      />
    </div>
  )
}
