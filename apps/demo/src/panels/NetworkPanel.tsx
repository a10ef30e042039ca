import { useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { otherChainIds } from '../config'
import { strings } from '../strings'

/**
 * A button per network; the current one is pressed and disabled (nothing to switch to), and so
 * is one of another namespace the connected wallet does not speak.
 */
export function NetworkPanel() {
  const { networks, caipNetwork, switchNetwork, canSwitchTo } = useFoyerNetwork()
  // Which networks can be switched to follows the connected account too.
  useFoyerAccount()
  const unreachable = networks.some((network) => !canSwitchTo(network))
  return (
    <section className="card panel" aria-labelledby="network-title">
      <h2 id="network-title">{strings.network}</h2>
      <div className="stack">
        {networks.map((network) => {
          const current = network.caipNetworkId === caipNetwork?.caipNetworkId
          return (
            <button
              key={network.caipNetworkId}
              type="button"
              className="secondary network-button"
              disabled={current || !canSwitchTo(network)}
              aria-describedby={
                !current && !canSwitchTo(network) ? 'network-other-namespace' : undefined
              }
              onClick={() => switchNetwork(network)}
            >
              {strings.switchTo(network.name)}
              {current && <span className="badge">{strings.current}</span>}
            </button>
          )
        })}
      </div>
      {unreachable && (
        <p className="hint" id="network-other-namespace">
          {strings.otherNamespaceNetworks}
        </p>
      )}
      {otherChainIds.length > 0 && (
        <p className="hint">{strings.otherChains(otherChainIds.join(', '))}</p>
      )}
    </section>
  )
}
