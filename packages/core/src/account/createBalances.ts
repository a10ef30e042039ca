import type { Balance, FiatCurrency } from '@foyer/protocol'
import { FEATURE_NAMESPACES } from '../features/featureDefaults'
import type { Logger } from '../logger/createLogger'
import { createStore, type Store } from '../store/createStore'
import type { Toasts } from '../toast/createToasts'
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from './accountLimits'
import type { DataTarget } from './accountTarget'
import type { ChainDataApi } from './createChainDataApi'
import type { SupportedChains } from './createSupportedChains'

/**
 * `unsupported`: the namespace has no balances (docs/product.md) or the API does not serve the network;
 * `error`: the fetch failed, and no retry is made before `retryBlockedUntil`.
 */
export type BalancesStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

export type BalancesState = {
  status: BalancesStatus
  /** The target the balances are of (`DataTarget.key`). */
  key: string | undefined
  /** Native coin and tokens, as the API lists them. */
  balances: readonly Balance[]
  /** The sum of the balances' values in `currency`. */
  total: number
  currency: FiatCurrency
  /** After a failure: no request is made for this target before this time (ms since epoch). */
  retryBlockedUntil: number | undefined
}

export type Balances = Pick<Store<BalancesState>, 'get' | 'subscribe'> & {
  /**
   * Fetches the target's balances (`force`: the API must not answer from its cache). Makes no
   * request within TOKEN_BALANCE_RETRY_BLOCK_MS of a failure for the same target, nor on a
   * network the API does not serve (that shows the 'Token Balance Unavailable' toast).
   */
  load(options?: { force?: boolean }): Promise<void>
  reset(): void
}

type Deps = {
  api: ChainDataApi
  supportedChains: SupportedChains
  target(): DataTarget | undefined
  currency: FiatCurrency
  toasts: Pick<Toasts, 'show'>
  logger: Logger
  now?: () => number
}

/** The account's balances in the chosen currency (`GET /v1/account/{address}/balance`). */
export function createBalances(deps: Deps): Balances {
  const now = deps.now ?? Date.now
  const initial: BalancesState = {
    status: 'idle',
    key: undefined,
    balances: [],
    total: 0,
    currency: deps.currency,
    retryBlockedUntil: undefined,
  }
  const store = createStore<BalancesState>(initial)
  /** Per target: when a retry is allowed again after a failure. */
  const blockedUntil = new Map<string, number>()
  let generation = 0
  let inflight: { key: string; force: boolean; done: Promise<void> } | undefined

  function unavailable(error: unknown, target: DataTarget) {
    deps.logger.error('Token Balance Unavailable', {
      chainId: target.network.caipNetworkId,
      error: String(error),
    })
    deps.toasts.show('error', { code: 'TOKEN_BALANCE_UNAVAILABLE' })
  }

  function load({ force = false } = {}): Promise<void> {
    const target = deps.target()
    if (!target) return Promise.resolve(reset())
    // A second ask for the same target while its answer is on the way shares that request.
    if (inflight && inflight.key === target.key && (inflight.force || !force)) return inflight.done
    const done = fetchFor(target, force).finally(() => {
      if (inflight?.done === done) inflight = undefined
    })
    inflight = { key: target.key, force, done }
    return done
  }

  async function fetchFor(target: DataTarget, force: boolean) {
    const { key, address, network } = target
    const previous = store.get()
    const kept = previous.key === key ? previous : { ...initial, key }
    const namespaces: readonly string[] = FEATURE_NAMESPACES.balance
    if (!namespaces.includes(network.chainNamespace)) {
      generation++
      return store.set({ ...initial, key, status: 'unsupported' })
    }
    const until = blockedUntil.get(key)
    if (until !== undefined && now() < until) {
      if (previous.key !== key) store.set({ ...kept, status: 'error', retryBlockedUntil: until })
      return
    }
    const id = ++generation
    store.set({ ...kept, status: 'loading', retryBlockedUntil: undefined })
    try {
      if (!(await deps.supportedChains.has(network.caipNetworkId))) {
        if (id !== generation) return
        store.set({ ...initial, key, status: 'unsupported' })
        deps.toasts.show('error', { code: 'TOKEN_BALANCE_UNAVAILABLE' })
        return
      }
      const { balances } = await deps.api.balances(address, {
        chainId: network.caipNetworkId,
        currency: deps.currency,
        forceUpdate: force,
      })
      if (id !== generation) return
      blockedUntil.delete(key)
      const total = balances.reduce((sum, balance) => sum + balance.value, 0)
      store.set({ ...initial, key, status: 'ready', balances, total })
    } catch (error) {
      if (id !== generation) return
      const retryBlockedUntil = now() + TOKEN_BALANCE_RETRY_BLOCK_MS
      blockedUntil.set(key, retryBlockedUntil)
      store.set({ ...kept, status: 'error', retryBlockedUntil })
      unavailable(error, target)
    }
  }

  function reset() {
    generation++
    inflight = undefined
    store.set(initial)
  }

  return { get: store.get, subscribe: store.subscribe, load, reset }
}
