import type { CaipNetworkId, HistoryResponse } from '@foyer/protocol'
import { FEATURE_NAMESPACES } from '../features/featureDefaults'
import type { Logger } from '../logger/createLogger'
import { withPurchases } from '../onramp/withPurchases'
import { createStore, type Store } from '../store/createStore'
import type { DataTarget } from './accountTarget'
import { type ActivityItem, toActivityItem } from './activityItem'
import type { ChainDataApi } from './createChainDataApi'
import { type CursorList, type CursorListState, createCursorList } from './createCursorList'
import type { PendingTransactions } from './createPendingTransactions'
import type { SupportedChains } from './createSupportedChains'
import { mergeActivity } from './mergeActivity'

/** The account's history as the Activity tab lists it: pending first, then the rest. */
export type ActivityState = CursorListState<ActivityItem>

export type Activity = Pick<Store<ActivityState>, 'get' | 'subscribe'> &
  Pick<CursorList<ActivityItem>, 'load' | 'loadMore' | 'reset'> & { destroy(): void }

type Deps = {
  api: ChainDataApi
  supportedChains: SupportedChains
  pending: PendingTransactions
  target(): DataTarget | undefined
  logger: Logger
  /** The address's on-ramp purchases (the history's `onramp` answer), shown with its history. */
  purchases?: (address: string, chainId: CaipNetworkId) => Promise<HistoryResponse>
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The history (`GET /v1/account/{address}/history`, newest first, paged by cursor) merged with
 * the transactions this page sent that the API does not list yet (docs/product.md: activity is eip155).
 */
export function createActivity(deps: Deps): Activity {
  const history = createCursorList<ActivityItem>({
    name: 'activity',
    target: deps.target,
    logger: deps.logger,
    idOf: (item) => item.id,
    isAvailable: async ({ network }) =>
      (FEATURE_NAMESPACES.activity as readonly string[]).includes(network.chainNamespace) &&
      (await deps.supportedChains.has(network.caipNetworkId)),
    fetchPage: async ({ address, network }, cursor) => {
      const chainId = network.caipNetworkId
      const [page, purchases] = await Promise.all([
        deps.api.history(address, { chainId, cursor }),
        // The newest purchases come with the first page; a failure leaves the history alone.
        cursor === undefined && deps.purchases
          ? deps.purchases(address, chainId).catch((error: unknown) => {
              deps.logger.warn('On-ramp purchases unavailable', String(error))
              return undefined
            })
          : undefined,
      ])
      const items = page.data.map(toActivityItem)
      return {
        data: purchases ? withPurchases(items, purchases.data.map(toActivityItem)) : items,
        next: page.next,
      }
    },
  })

  function derive(): ActivityState {
    const state = history.get()
    const target = deps.target()
    if (!target || state.status === 'unsupported') return state
    const local = deps.pending
      .get()
      .items.filter(
        (item) =>
          item.chain === target.network.caipNetworkId && sameAddress(item.from, target.address),
      )
    return { ...state, items: mergeActivity(local, state.items) }
  }

  const store = createStore<ActivityState>(derive())
  const unwatch = [
    history.subscribe(({ items }) => {
      deps.pending.forget(items.map((item) => item.hash))
      store.set(derive())
    }),
    deps.pending.subscribe(() => store.set(derive())),
  ]

  return {
    get: store.get,
    subscribe: store.subscribe,
    load: history.load,
    loadMore: history.loadMore,
    reset: history.reset,
    destroy: () => {
      for (const stop of unwatch) stop()
    },
  }
}
