import { type Config, type CreateConnectorFn, injected } from '@wagmi/core'
import type { FoyerOptions } from '../foyerOptions'
import type { Network } from '../networks/network'
import { adoptWagmiConfig } from './adoptWagmiConfig'
import { createWagmiConfig } from './createWagmiConfig'

/** The id of wagmi's `injected()` connector (the legacy `window.ethereum` provider). */
const INJECTED_ID = 'injected'

export type ResolvedWagmiConfig = {
  config: Config
  /** wagmi's `ssr` flag of the config. */
  ssr: boolean
  /** Undoes what Foyer did to a dapp's config (its connectors); nothing for its own. */
  release(): void
}

/**
 * wagmi's config with Foyer's connectors (`connectors`, plus `injected()` for window.ethereum):
 * the dapp's own (`options.wagmiConfig`, whose chains `checkWagmiChains` checked; `injected()`
 * added only when it has none) or else the one `createWagmiConfig` builds for `networks`.
 */
export function resolveWagmiConfig(
  options: Pick<FoyerOptions, 'wagmiConfig' | 'ssr' | 'wagmiStorage' | 'storage'>,
  networks: readonly Network[],
  connectors: readonly CreateConnectorFn[],
): ResolvedWagmiConfig {
  const own = options.wagmiConfig
  if (own) {
    const { ssr, release } = adoptWagmiConfig(own, (dapps) => [
      ...(dapps.some((connector) => connector.id === INJECTED_ID) ? [] : [injected()]),
      ...connectors,
    ])
    return { config: own, ssr, release }
  }
  const config = createWagmiConfig({ ...options, networks, connectors })
  return { config, ssr: options.ssr ?? false, release: () => {} }
}
