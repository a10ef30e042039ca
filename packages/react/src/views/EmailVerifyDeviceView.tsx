import { useEmailLogin } from '../hooks/useEmbeddedWallet'
import { useStrings } from '../hooks/useStrings'
import { truncateEmail } from '../ui/format'
import { ResendButton } from '../ui/ResendButton'

/** EmailVerifyDevice: a known visitor on a new device approves it by the mailed link. */
export function EmailVerifyDeviceView() {
  const strings = useStrings()
  const { wallet, state } = useEmailLogin(true)
  if (!wallet) return null
  return (
    <div className="center">
      <p>{strings.deviceLinkSentTo(truncateEmail(state.email ?? ''))}</p>
      {state.error ? (
        <p className="error-text" role="alert">
          {state.error}
        </p>
      ) : (
        <>
          <span className="spinner" aria-hidden="true" />
          <p className="muted" role="status">
            {strings.waitingForApproval}
          </p>
        </>
      )}
      <ResendButton
        label={strings.resendLink}
        resendAt={state.resendAt}
        busy={state.step === 'sending'}
        onResend={() => void wallet.login.resend()}
      />
    </div>
  )
}
