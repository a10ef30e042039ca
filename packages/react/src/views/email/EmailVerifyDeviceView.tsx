import { useFoyer } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { truncateEmail } from '../../ui/format'
import { ResendButton } from '../../ui/ResendButton'

/** EmailVerifyDevice: a known visitor on a new device approves it by the mailed link. */
export function EmailVerifyDeviceView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const signIn = useSignIn('email')
  return (
    <div className="center">
      <p>{strings.deviceLinkSentTo(truncateEmail(signIn.email ?? ''))}</p>
      {signIn.error ? (
        <p className="error-text" role="alert">
          {errorText(strings, signIn.error)}
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
        resendAt={signIn.resendAt}
        busy={signIn.status === 'starting'}
        onResend={() => void foyer.signIn.emailResend()}
      />
    </div>
  )
}
