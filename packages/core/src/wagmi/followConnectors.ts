import { type Config, watchConnectors } from '@wagmi/core'
import { createStore as createMipdStore } from 'mipd'
import type { ConnectorsStore } from '../connectors/createConnectorsStore'

/**
 * Shows `config`'s connectors in the connectors store and keeps it current as wagmi's connectors
 * change and wallets announce themselves (our own EIP-6963 store, mipd, for their icon, rdns and
 * uuid). Gives the function that stops.
 */
export function followConnectors(config: Config, store: ConnectorsStore): () => void {
  const mipd = typeof window === 'undefined' ? undefined : createMipdStore()
  store.show({ config, announced: () => mipd?.getProviders().map((detail) => detail.info) ?? [] })
  const stops = [
    watchConnectors(config, { onChange: store.refresh }),
    mipd?.subscribe(store.refresh),
  ]
  return () => {
    for (const stop of stops) stop?.()
    mipd?.destroy()
  }
}
