import type { FarcasterLogin } from '@foyer/core/embedded'
import { useEffect } from 'react'
import { useEmbeddedWallet } from '../hooks/useEmbeddedWallet'
import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'
import { QrCode } from '../ui/QrCode'
import { Spinner } from '../ui/Spinner'
import { socialErrorText } from './SocialButtons'

/**
 * ConnectingFarcaster: the Sign In With Farcaster URL as a QR code and a link for the phone,
 * while the frame waits for the visitor's approval. Leaving it while disconnected resets the
 * frame (spec §2; FarcasterLogin.leave).
 */
export function ConnectingFarcasterView() {
  const strings = useStrings()
  const wallet = useEmbeddedWallet(true)
  if (!wallet) {
    return (
      <div className="center">
        <Spinner label={strings.preparingFarcaster} status />
      </div>
    )
  }
  return <Farcaster login={wallet.farcaster} />
}

function Farcaster({ login }: { login: FarcasterLogin }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const state = useStore(login)

  useEffect(() => {
    void login.start()
    return () => login.leave(foyer.account.get().isConnected)
  }, [login, foyer])

  if (state.status === 'error') {
    return (
      <div className="center">
        <p className="error-text" role="alert">
          {state.error
            ? socialErrorText(strings, state.error)
            : strings.socialErrors.farcasterFailed}
        </p>
        <button type="button" className="primary" onClick={() => void login.start()}>
          {strings.tryAgain}
        </button>
      </div>
    )
  }
  if (!state.url) {
    return (
      <div className="center">
        <Spinner
          label={
            state.status === 'connecting' ? strings.socialSigningIn : strings.preparingFarcaster
          }
          status
        />
      </div>
    )
  }
  return (
    <div className="center">
      <QrCode value={state.url} label={strings.farcasterCode} />
      <p className="muted">{strings.scanWithFarcaster}</p>
      <a className="item" href={state.url} target="_blank" rel="noreferrer">
        <span className="name">{strings.openFarcaster}</span>
      </a>
      <p className="muted" role="status">
        {state.status === 'connecting' ? strings.socialSigningIn : strings.waitingForFarcaster}
      </p>
    </div>
  )
}
