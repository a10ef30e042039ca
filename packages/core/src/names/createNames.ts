import { evmCoinType } from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import type { ApiClient } from '../api/createApiClient'
import { FEATURE_NAMESPACES } from '../features/featureDefaults'
import type { Logger } from '../logger/createLogger'
import type { Router } from '../router/createRouter'
import type { AccountState } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import type { FoyerStorage } from '../storage/createStorage'
import { type AccountName, createAccountName } from './createAccountName'
import { createNameCache, type NameCache } from './createNameCache'
import { createNameRegistration, type NameRegistration } from './createNameRegistration'
import { createNamesApi, type NamesApi } from './createNamesApi'

type Readable<T> = { get(): T; subscribe(listener: () => void): () => void }

export type Names = {
  api: NamesApi
  cache: NameCache
  /** The connected account's name (cached 5 minutes on the device). */
  accountName: AccountName
  registration: NameRegistration
  /** Whether names work on this network (docs/product.md: eip155 only; a chain id below 2^31). */
  supports(network: NetworkState['caipNetwork']): boolean
  /** The coin type of the network, undefined where names do not work. */
  coinTypeOf(network: NetworkState['caipNetwork']): number | undefined
}

/** Account names (docs/product.md names API, docs/product.md name cache, docs/product.md registration), for the modal's views. */
export function createNames(deps: {
  api: ApiClient
  config: Config
  account: Readable<AccountState>
  network: Readable<NetworkState>
  router: Router
  storage: FoyerStorage
  logger: Logger
  fetch?: typeof globalThis.fetch
  now?: () => number
  debounceMs?: number
}): Names {
  const api = createNamesApi(deps.api, deps.fetch)
  const cache = createNameCache(deps.storage, { now: deps.now })
  const coinTypeOf = (network: NetworkState['caipNetwork']) => {
    const namespaces: readonly string[] = FEATURE_NAMESPACES.names
    if (!network || !namespaces.includes(network.chainNamespace)) return undefined
    try {
      return evmCoinType(Number(network.id))
    } catch {
      return undefined
    }
  }
  return {
    api,
    cache,
    accountName: createAccountName({ api, cache, logger: deps.logger }),
    registration: createNameRegistration({ ...deps, api, cache }),
    supports: (network) => coinTypeOf(network) !== undefined,
    coinTypeOf,
  }
}
