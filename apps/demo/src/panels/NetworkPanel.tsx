import { useFoyerNetwork } from '@foyer/react'
import { otherChainIds } from '../config'
import { strings } from '../strings'

/** A button per network; the current one is pressed and disabled (nothing to switch to). */
export function NetworkPanel() {
  const { networks, caipNetwork, switchNetwork } = useFoyerNetwork()
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
              disabled={current}
              onClick={() => switchNetwork(network)}
            >
              {strings.switchTo(network.name)}
              {current && <span className="badge">{strings.current}</span>}
            </button>
          )
        })}
      </div>
      {otherChainIds.length > 0 && (
        <p className="hint">{strings.otherChains(otherChainIds.join(', '))}</p>
      )}
    </section>
  )
}
