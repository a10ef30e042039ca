import { useFoyerNetwork } from '@foyer/react'
import { otherChainIds } from '../config'
import { strings } from '../strings'

export function NetworkPanel() {
  const { networks, caipNetwork, switchNetwork } = useFoyerNetwork()
  return (
    <section className="panel" aria-labelledby="network-title">
      <h2 id="network-title">{strings.network}</h2>
      {networks.map((network) => (
        <button
          key={network.caipNetworkId}
          type="button"
          disabled={network.caipNetworkId === caipNetwork?.caipNetworkId}
          onClick={() => switchNetwork(network)}
        >
          {strings.switchTo(network.name)}
        </button>
      ))}
      {otherChainIds.length > 0 && <p>{strings.otherChains(otherChainIds.join(', '))}</p>}
    </section>
  )
}
