import type { TransactionStatus } from '@foyer/protocol'
import { FoyerError } from '@foyer/protocol'
import { createStore, type Store } from '../store/createStore'
import { PENDING_TRANSACTIONS_LIMIT } from './accountLimits'
import type { ActivityItem } from './activityItem'

export type PendingTransactionsState = {
  /** What this page sent, newest first, until the API lists it. */
  items: readonly ActivityItem[]
}

export type PendingTransactions = Pick<Store<PendingTransactionsState>, 'get' | 'subscribe'> & {
  /** How many of this page's transactions still wait for a receipt. */
  pendingCount(): number
  /**
   * Records a sent transaction (once per id); refuses past PENDING_TRANSACTIONS_LIMIT pending ones
   * (docs/product.md).
   */
  add(item: ActivityItem): void
  /**
   * The receipt came: the entry is confirmed or failed, under `finalHash` when the transaction
   * that carried it differs from what it was recorded under (calls sent together).
   */
  settle(
    hash: string,
    status: Exclude<TransactionStatus, 'pending'>,
    time: string,
    finalHash?: `0x${string}`,
  ): void
  /** The API lists these now: the page's own records of them go. */
  forget(hashes: readonly string[]): void
}

/** Transactions sent from this page, shown in Activity before the API knows them. */
export function createPendingTransactions(): PendingTransactions {
  const store = createStore<PendingTransactionsState>({ items: [] })
  const pendingCount = () => store.get().items.filter((item) => item.status === 'pending').length
  const lower = (hash: string) => hash.toLowerCase()
  return {
    get: store.get,
    subscribe: store.subscribe,
    pendingCount,
    add(item) {
      // Recorded once: a wallet's own follower and a flow may both record the same calls id.
      if (store.get().items.some((known) => known.id === item.id)) return
      if (pendingCount() >= PENDING_TRANSACTIONS_LIMIT) {
        throw new FoyerError('TOO_MANY_PENDING', { params: { limit: PENDING_TRANSACTIONS_LIMIT } })
      }
      store.set(({ items }) => ({ items: [{ ...item, local: true }, ...items] }))
    },
    settle(hash, status, time, finalHash) {
      store.set(({ items }) => ({
        items: items.map((item) =>
          lower(item.hash) === lower(hash)
            ? { ...item, status, time, ...(finalHash ? { hash: finalHash } : {}) }
            : item,
        ),
      }))
    },
    forget(hashes) {
      const known = new Set(hashes.map(lower))
      const items = store.get().items
      const left = items.filter((item) => !known.has(lower(item.hash)))
      if (left.length !== items.length) store.set({ items: left })
    },
  }
}
