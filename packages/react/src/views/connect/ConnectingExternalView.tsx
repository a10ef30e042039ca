import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { WalletImage } from '../../ui/WalletImage'

/** Waiting for a browser wallet: the request, or why it failed, with a retry. */
export function ConnectingExternalView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const signIn = useSignIn('wallet')
  const { data } = useStore(foyer.router)
  const { items } = useStore(foyer.connectors)
  const connectorUid = signIn.connectorUid ?? data.connectorUid
  const connector = items.find((item) => item.connector.uid === connectorUid)?.connector
  const name = connector?.name ?? ''
  return (
    <div className="center">
      <WalletImage name={name} src={connector?.imageUrl} large />
      {signIn.error ? (
        <>
          <p className="error-text" role="alert">
            {errorText(strings, signIn.error)}
          </p>
          {signIn.error.code === 'WALLET_TIMEOUT' && (
            <p className="muted">{strings.walletDidNotAnswer(name)}</p>
          )}
          <button type="button" className="primary" onClick={() => foyer.signIn.retry()}>
            {strings.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p aria-live="polite">{strings.continueIn(name)}</p>
          <p className="muted">{strings.acceptInWallet}</p>
          <span className="spinner" aria-hidden="true" />
        </>
      )}
    </div>
  )
}
