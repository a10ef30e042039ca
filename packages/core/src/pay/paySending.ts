import type { Hash } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import { type PendingEntry, recordPending } from '../swap/recordPending'
import { transactionSucceeded } from '../swap/sendSwap'
import { swapErrorNotice } from '../swap/swapError'
import type { SwapPartStatus } from '../swap/swapState'
import type { PayContext } from './payContext'

export type PaySending = {
  /**
   * Sends one transaction, lists it as pending, and follows it: true once it succeeded; false
   * after marking it.
   */
  step(
    id: number,
    part: 'approve' | 'swap' | 'pay',
    send: () => Promise<Hash>,
    chain: number,
    onSent?: (hash: Hash) => void,
  ): Promise<boolean>
  /** Lists a sent transaction in Activity as pending (past the pending limit it is still followed). */
  record(target: AccountTarget, entry: PendingEntry): void
}

/** Sending the plan step by step: each transaction to the wallet, then followed to its receipt. */
export function createPaySending(ctx: PayContext): PaySending {
  const { deps, now, setProgress } = ctx

  async function step(
    id: number,
    part: 'approve' | 'swap' | 'pay',
    send: () => Promise<Hash>,
    chain: number,
    onSent?: (hash: Hash) => void,
  ): Promise<boolean> {
    setProgress(id, {}, { [part]: 'wallet' satisfies SwapPartStatus })
    let hash: Hash
    try {
      hash = await send()
    } catch (cause) {
      ctx.refused(id, cause, { [part]: 'waiting' })
      return false
    }
    onSent?.(hash)
    setProgress(id, {}, { [part]: 'pending' })
    try {
      const ok = await transactionSucceeded(deps.config, chain, hash, ctx.timeout())
      deps.pending.settle(hash, ok ? 'confirmed' : 'failed', new Date(now()).toISOString())
      if (ok) {
        setProgress(id, {}, { [part]: 'done' })
        return true
      }
      setProgress(
        id,
        { step: 'failed', error: swapErrorNotice('TRANSACTION_REVERTED') },
        { [part]: 'failed' },
      )
    } catch (cause) {
      deps.logger.error('The payment confirmation could not be followed', String(cause))
      setProgress(id, { step: 'failed', error: swapErrorNotice('RECEIPT_UNAVAILABLE') })
    }
    return false
  }

  return {
    step,
    record(target, entry) {
      recordPending({ ...deps, now }, target, entry, 'The payment is not listed as pending')
    },
  }
}
