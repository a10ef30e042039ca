import { CALLS_STATUS, type CaipNetworkId } from '@foyer/protocol'
import type { PendingTransactions } from './createPendingTransactions'

/** What `wallet_sendCalls` answered: the calls' id, where and from whom they went. */
export type SentCalls = { id: string; chain: CaipNetworkId; from: string; calls: number }

/** How often the calls' status is asked, and for how long. */
export const CALLS_STATUS_POLL_MS = 1_000
export const CALLS_STATUS_TIMEOUT_MS = 120_000

type CallsStatus = { status?: number; receipts?: { transactionHash?: string }[] }

/**
 * Shows calls the wallet sent together in Activity as one pending entry (refused past the
 * pending limit, docs/product.md), then asks `wallet_getCallsStatus` until they are in: the
 * entry becomes confirmed or failed under the transaction that carried them.
 */
export async function trackCalls(
  pending: Pick<PendingTransactions, 'add' | 'settle'>,
  getStatus: (id: string) => Promise<unknown>,
  sent: SentCalls,
  {
    now = Date.now,
    pollMs = CALLS_STATUS_POLL_MS,
    timeoutMs = CALLS_STATUS_TIMEOUT_MS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = {},
): Promise<void> {
  // The operation's hash stands for the entry until the transaction that carries it is known.
  const placeholder = sent.id.slice(0, 66) as `0x${string}`
  pending.add({
    id: sent.id,
    hash: placeholder,
    chain: sent.chain,
    status: 'pending',
    operationType: 'execute',
    time: new Date(now()).toISOString(),
    from: sent.from,
    to: sent.from,
    transfers: [],
    local: true,
  })
  const until = now() + timeoutMs
  while (now() < until) {
    const status = (await getStatus(sent.id).catch(() => undefined)) as CallsStatus | undefined
    if (status?.status !== undefined && status.status !== CALLS_STATUS.pending) {
      const ok = status.status === CALLS_STATUS.confirmed
      const hash = status.receipts?.[0]?.transactionHash as `0x${string}` | undefined
      pending.settle(placeholder, ok ? 'confirmed' : 'failed', new Date(now()).toISOString(), hash)
      return
    }
    await sleep(pollMs)
  }
}
