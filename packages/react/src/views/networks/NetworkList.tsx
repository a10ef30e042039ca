import type { Network } from '@foyer/core'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { NetworkImage } from '../../ui/NetworkImage'

/**
 * The configured networks of every namespace as buttons; the active one is marked current. A
 * network of another namespace than the connected wallet's is offered only when that wallet
 * speaks it too; otherwise its row is disabled and says why.
 */
export function NetworkList() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { caipNetwork } = useStore(foyer.network)
  // The rows follow the account: which namespaces the connected wallet reaches.
  useStore(foyer.account)
  return (
    <ul className="list">
      {foyer.networks.map((network: Network) => {
        const current = network.caipNetworkId === caipNetwork?.caipNetworkId
        const reachable = current || foyer.namespaces.canSwitchTo(network)
        const noteId = `network-note-${network.caipNetworkId.replace(/[^a-zA-Z0-9]/g, '-')}`
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="item"
              aria-current={current}
              disabled={!reachable}
              aria-describedby={reachable ? undefined : noteId}
              onClick={() => !current && foyer.switchNetwork(network)}
            >
              <NetworkImage network={network} />
              <span className="name">{network.name}</span>
              {current && <span className="tag">{strings.currentNetwork}</span>}
            </button>
            {!reachable && (
              <p id={noteId} className="muted">
                {strings.namespaceUnavailable(strings.namespaceNames[network.chainNamespace])}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
