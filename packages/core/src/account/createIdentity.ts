import { FEATURE_NAMESPACES } from '../features/featureDefaults'
import type { Logger } from '../logger/createLogger'
import { createStore, type Store } from '../store/createStore'
import type { DataTarget } from './accountTarget'
import type { ChainDataApi } from './createChainDataApi'

export type IdentityState = {
  /** The address the name and avatar are of. */
  address: string | undefined
  name: string | null
  avatar: string | null
}

export type Identity = Pick<Store<IdentityState>, 'get' | 'subscribe'> & {
  /** Fetches the account's name and avatar once per address; a failure leaves both null. */
  load(): Promise<void>
}

const none = { name: null, avatar: null }

/** The account's name and avatar (`GET /v1/identity/{address}`; names are eip155 only, docs/product.md). */
export function createIdentity(deps: {
  api: ChainDataApi
  target(): DataTarget | undefined
  logger: Logger
}): Identity {
  const store = createStore<IdentityState>({ address: undefined, ...none })
  const known = new Map<string, Promise<Omit<IdentityState, 'address'>>>()

  async function load() {
    const target = deps.target()
    const namespaces: readonly string[] = FEATURE_NAMESPACES.names
    if (!target || !namespaces.includes(target.network.chainNamespace)) {
      return store.set({ address: target?.address, ...none })
    }
    const { address } = target
    if (store.get().address !== address) store.set({ address, ...none })
    let answer = known.get(address)
    if (!answer) {
      answer = deps.api.identity(address).catch((error: unknown) => {
        deps.logger.warn('Could not load the account name', String(error))
        known.delete(address)
        return none
      })
      known.set(address, answer)
    }
    const identity = await answer
    if (deps.target()?.address === address) store.set({ address, ...identity })
  }

  return { get: store.get, subscribe: store.subscribe, load }
}
