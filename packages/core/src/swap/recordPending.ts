import type { TransactionTransfer } from '@foyer/protocol'
import type { Hash } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import type { PendingTransactions } from '../account/createPendingTransactions'
import type { Logger } from '../logger/createLogger'

/** A transaction (or batch) this page sent, as Activity lists it until the API does. */
export type PendingEntry = {
  /** The hash, or a batch's id. */
  id: string
  hash: Hash
  operationType: 'send' | 'trade' | 'execute'
  to: string
  transfers: TransactionTransfer[]
}

/**
 * Lists a sent transaction of `target` in Activity as pending. Past the pending limit (another
 * transaction got in first) it is only logged as `unlisted`: it is sent, so still followed.
 */
export function recordPending(
  deps: { pending: Pick<PendingTransactions, 'add'>; logger: Logger; now: () => number },
  target: AccountTarget,
  entry: PendingEntry,
  unlisted: string,
) {
  try {
    deps.pending.add({
      id: entry.id,
      hash: entry.hash,
      chain: target.network.caipNetworkId,
      status: 'pending',
      operationType: entry.operationType,
      time: new Date(deps.now()).toISOString(),
      from: target.address,
      to: entry.to,
      transfers: entry.transfers,
      local: true,
    })
  } catch (cause) {
    deps.logger.warn(unlisted, String(cause))
  }
}
