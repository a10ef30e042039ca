import type { Network } from '@foyer/core'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { NetworkImage } from '../../ui/NetworkImage'

/** The configured eip155 networks as buttons; the active one is marked current. */
export function NetworkList() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { caipNetwork } = useStore(foyer.network)
  const networks = foyer.networks.filter((network: Network) => network.chainNamespace === 'eip155')
  return (
    <ul className="list">
      {networks.map((network) => {
        const current = network.caipNetworkId === caipNetwork?.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="item"
              aria-current={current}
              onClick={() => !current && foyer.switchNetwork(network)}
            >
              <NetworkImage network={network} />
              <span className="name">{network.name}</span>
              {current && <span className="tag">{strings.currentNetwork}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
