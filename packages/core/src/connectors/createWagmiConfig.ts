import { FoyerError } from '@foyer/protocol'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage as createWagmiStorage,
  injected,
} from '@wagmi/core'
import { createTransports } from '../networks/createTransports'
import type { Network } from '../networks/network'
import { toViemChain } from '../networks/toViemChain'
import { withConfiguredRpcUrls } from '../networks/withConfiguredRpcUrls'
import { type StorageBackend, safeBackend } from '../storage/safeBackend'
import { STORAGE_KEYS } from '../storage/storageKeys'

/** As `createFoyer`'s options of the same names. */
export type CreateWagmiConfigOptions = {
  /** The networks (their eip155 ones become the chains, the first the default). */
  networks: readonly Network[]
  /** RPC URL per chain id instead of each network's own. */
  rpcUrls?: Readonly<Record<number, string>>
  /** wagmi's `ssr`: the page is rendered on the server. */
  ssr?: boolean
  /** Where wagmi keeps the connection state; `storage` by default. */
  wagmiStorage?: StorageBackend
  /** Where wagmi keeps its state unless `wagmiStorage` says; localStorage by default. */
  storage?: StorageBackend
  /** Connectors besides `injected()` (Foyer adds its own to the config it is given). */
  connectors?: readonly CreateConnectorFn[]
}

/**
 * The wagmi config Foyer builds for its networks: their chains, transports with the product's RPC
 * policy, `injected()`, `ssr`, and the connection state in `wagmiStorage` (by default `storage`,
 * localStorage). Foyer builds it after the page's first render; an app whose own components call
 * wagmi's hooks from the first render makes it itself and passes it as `wagmiConfig`.
 */
export function createWagmiConfig(options: CreateWagmiConfigOptions): Config {
  const chains = withConfiguredRpcUrls(options.networks, options.rpcUrls)
    .filter((network) => network.chainNamespace === 'eip155')
    .map(toViemChain)
  const [first, ...others] = chains
  if (!first) throw new FoyerError('EIP155_NETWORK_REQUIRED')
  return createConfig({
    chains: [first, ...others],
    connectors: [injected(), ...(options.connectors ?? [])],
    transports: createTransports(chains),
    ssr: options.ssr ?? false,
    storage: createWagmiStorage({
      key: STORAGE_KEYS.wagmi,
      storage: safeBackend(options.wagmiStorage ?? options.storage),
    }),
  })
}
