import { useEmailLogin } from '../hooks/useEmbeddedWallet'
import { useStrings } from '../hooks/useStrings'
import { truncateEmail } from '../ui/format'
import { OtpInput } from '../ui/OtpInput'
import { ResendButton } from '../ui/ResendButton'
import { Spinner } from '../ui/Spinner'

/** EmailVerifyOtp: the six-digit code mailed to the visitor, with a resend after the cooldown. */
export function EmailVerifyOtpView() {
  const strings = useStrings()
  const { wallet, state } = useEmailLogin(true)
  const busy = state.step === 'verifying' || state.step === 'connecting'
  if (!wallet) return null
  return (
    <div className="center">
      <p>{strings.codeSentTo(truncateEmail(state.email ?? ''))}</p>
      <OtpInput
        // A wrong code clears the boxes for the next try.
        key={state.error ?? 'code'}
        label={strings.enterCode}
        disabled={busy || state.step === 'sending'}
        onComplete={(code) => void wallet.login.submitOtp(code)}
      />
      {busy && <Spinner label={strings.verifying} status />}
      {state.error && (
        <p className="error-text" role="alert">
          {state.error}
        </p>
      )}
      <ResendButton
        label={strings.resendCode}
        resendAt={state.resendAt}
        busy={state.step === 'sending'}
        onResend={() => void wallet.login.resend()}
      />
    </div>
  )
}
