import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { NetworkImage } from '../../ui/NetworkImage'

/** The wallet decides on a network switch: waiting, or declined with a retry. */
export function SwitchNetworkView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { status, network, reason } = useStore(foyer.switching)
  const name = network?.name ?? ''
  return (
    <div className="center">
      {network && <NetworkImage network={network} large />}
      {status === 'error' ? (
        <>
          <p className="error-text" role="alert">
            {reason === 'rejected' ? strings.switchDeclined : strings.switchFailed}
          </p>
          <button type="button" className="primary" onClick={() => foyer.switching.retry()}>
            {strings.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p aria-live="polite">{strings.approveSwitch(name)}</p>
          <span className="spinner" aria-hidden="true" />
        </>
      )}
    </div>
  )
}
