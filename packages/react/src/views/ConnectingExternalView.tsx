import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'
import { WalletImage } from '../ui/WalletImage'

/** Waiting for a browser wallet: the request, or why it failed, with a retry. */
export function ConnectingExternalView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const attempt = useStore(foyer.connection)
  const { items } = useStore(foyer.connectors)
  const connector = items.find((item) => item.connector.uid === attempt.connectorUid)?.connector
  const name = connector?.name ?? ''
  return (
    <div className="center">
      <WalletImage name={name} src={connector?.imageUrl} large />
      {attempt.status === 'error' ? (
        <>
          <p className="error-text" role="alert">
            {attempt.reason === 'rejected' ? strings.connectionRejected : strings.failedToConnect}
          </p>
          {attempt.reason === 'timeout' && (
            <p className="muted">{strings.walletDidNotAnswer(name)}</p>
          )}
          <button type="button" className="primary" onClick={() => foyer.connection.retry()}>
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
