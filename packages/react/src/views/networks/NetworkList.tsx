import type { Network } from '@foyer/core'
import type { ChainNamespace } from '@foyer/protocol'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { NetworkImage } from '../../ui/NetworkImage'

/**
 * The configured networks (of `namespace` alone when given) as buttons; the active one is marked
 * current. A network of another namespace than the connected wallet's is offered only when that
 * wallet speaks it too; otherwise its row is disabled, and one note under its namespace's last
 * row says why.
 */
export function NetworkList({ namespace }: { namespace?: ChainNamespace }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { caipNetwork } = useStore(foyer.network)
  // The rows follow the account: which namespaces the connected wallet reaches.
  useStore(foyer.account)
  const networks = foyer.networks.filter(
    (network: Network) => !namespace || network.chainNamespace === namespace,
  )
  return (
    <ul className="list">
      {networks.map((network: Network, index: number) => {
        const current = network.caipNetworkId === caipNetwork?.caipNetworkId
        const reachable = current || foyer.namespaces.canSwitchTo(network)
        const noteId = `network-note-${network.chainNamespace}`
        const lastOfNamespace = !networks
          .slice(index + 1)
          .some((other: Network) => other.chainNamespace === network.chainNamespace)
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
            {!reachable && lastOfNamespace && (
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
