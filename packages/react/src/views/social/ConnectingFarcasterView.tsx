import { useFoyer } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { QrCode } from '../../ui/QrCode'
import { Spinner } from '../../ui/Spinner'

/**
 * ConnectingFarcaster: the Sign In With Farcaster URL as a QR code and a link for the phone,
 * while the frame waits for the visitor's approval. `foyer.signIn.farcaster()` starts it and
 * opens this view; leaving the view ends it (docs/product.md, Farcaster).
 */
export function ConnectingFarcasterView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const signIn = useSignIn('farcaster')

  if (signIn.error) {
    return (
      <div className="center">
        <p className="error-text" role="alert">
          {errorText(strings, signIn.error)}
        </p>
        <button type="button" className="primary" onClick={() => foyer.signIn.retry()}>
          {strings.tryAgain}
        </button>
      </div>
    )
  }
  if (!signIn.uri) {
    return (
      <div className="center">
        <Spinner
          label={
            signIn.status === 'connecting' ? strings.socialSigningIn : strings.preparingFarcaster
          }
          status
        />
      </div>
    )
  }
  return (
    <div className="center">
      <QrCode value={signIn.uri} label={strings.farcasterCode} />
      <p className="muted">{strings.scanWithFarcaster}</p>
      <a className="item" href={signIn.uri} target="_blank" rel="noreferrer">
        <span className="name">{strings.openFarcaster}</span>
      </a>
      <p className="muted" role="status">
        {signIn.status === 'connecting' ? strings.socialSigningIn : strings.waitingForFarcaster}
      </p>
    </div>
  )
}
