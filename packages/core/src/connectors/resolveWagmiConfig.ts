import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage as createWagmiStorage,
  injected,
} from '@wagmi/core'
import type { Chain } from 'viem'
import type { FoyerOptions } from '../foyerOptions'
import { createTransports } from '../networks/createTransports'
import { safeBackend } from '../storage/safeBackend'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { adoptWagmiConfig } from './adoptWagmiConfig'

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
 * added only when it has none) or else one Foyer builds for its chains, with `options.ssr` and its
 * connection state in `options.wagmiStorage` (by default `options.storage`, localStorage).
 */
export function resolveWagmiConfig(
  options: Pick<FoyerOptions, 'wagmiConfig' | 'ssr' | 'wagmiStorage' | 'storage'>,
  chains: readonly [Chain, ...Chain[]],
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
  const ssr = options.ssr ?? false
  const config = createConfig({
    chains,
    connectors: [injected(), ...connectors],
    transports: createTransports(chains),
    ssr,
    storage: createWagmiStorage({
      key: STORAGE_KEYS.wagmi,
      storage: safeBackend(options.wagmiStorage ?? options.storage),
    }),
  })
  return { config, ssr, release: () => {} }
}
