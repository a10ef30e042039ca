import type { Hash } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import { RECEIPT_TIMEOUT_MS } from '../send/createSendFlow'
import { recordPending } from './recordPending'
import {
  batchOutcome,
  batchPlaceholder,
  sendSwapBatch,
  sendSwapTransaction,
  transactionSucceeded,
} from './sendSwap'
import type { SwapAsset } from './swapAsset'
import { swapDraftError, swapFeeError } from './swapChecks'
import type { SwapContext } from './swapContext'
import { sendFailure, swapErrorNotice } from './swapError'
import type { SwapState } from './swapState'
import { swapTransfer } from './swapTransfer'

/**
 * Sends the reviewed plan: the approval and the swap as one batch where the plan says so, else
 * the approval (when needed) and then the swap, each followed to its receipt; the swap is listed
 * in Activity as pending meanwhile.
 */
export function createSwapSending(ctx: SwapContext): () => Promise<void> {
  const { deps, store, now } = ctx

  function setProgress(
    id: number,
    patch: Partial<SwapState>,
    progress?: Partial<SwapState['progress']>,
  ) {
    if (id !== ctx.attempts.current()) return
    store.set((state) => ({ ...state, ...patch, progress: { ...state.progress, ...progress } }))
  }

  function settled(
    id: number,
    ok: boolean,
    hash: Hash | undefined,
    target: AccountTarget,
    both: boolean,
  ) {
    const part = ok ? 'done' : 'failed'
    setProgress(
      id,
      {
        step: ok ? 'confirmed' : 'failed',
        error: ok ? undefined : swapErrorNotice('TRANSACTION_REVERTED'),
        ...(hash ? { hash, explorerUrl: explorerTxUrl(target.network, hash) } : {}),
      },
      both ? { approve: part, swap: part } : { swap: part },
    )
    deps.onSettled()
  }

  function unfollowed(id: number, cause: unknown) {
    deps.logger.error('The swap confirmation could not be followed', String(cause))
    setProgress(id, { step: 'failed', error: swapErrorNotice('RECEIPT_UNAVAILABLE') })
  }

  /** Shows the swap in Activity (what goes out, what should come in) until the API lists it. */
  function record(
    id: string,
    hash: Hash,
    target: AccountTarget,
    from: SwapAsset,
    to: SwapAsset,
    amount: bigint,
    toAmount: bigint,
  ) {
    const transfers = [swapTransfer(from, amount, 'out'), swapTransfer(to, toAmount, 'in')]
    recordPending(
      { ...deps, now },
      target,
      { id, hash, operationType: 'trade', to: target.address, transfers },
      'The swap is not listed as pending',
    )
  }

  return async function confirm() {
    const state = store.get()
    const target = deps.target()
    const { plan, from, to } = state
    const amount = ctx.amountOf(state)
    if (state.step !== 'preview' || !plan || !target || !from || !to || !amount) return
    const error =
      swapDraftError(state, amount, deps.pending.pendingCount()) ??
      swapFeeError(state, amount, plan.sponsored ? null : (state.fee ?? null))
    if (error) return ctx.fail(error)
    const id = ctx.attempts.next()
    const chain = Number(target.network.id)
    const timeout = deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS
    const rejected = (cause: unknown, part: 'approve' | 'swap') => {
      deps.logger.error('The swap could not be sent', String(cause))
      if (id !== ctx.attempts.current()) return
      setProgress(
        id,
        { step: 'preview', error: swapErrorNotice(sendFailure(cause)) },
        { [part]: 'waiting' },
      )
      deps.modal.shake()
    }
    store.set({ error: undefined })

    if (plan.batched && plan.approve) {
      setProgress(id, { step: 'swapping' }, { approve: 'wallet', swap: 'wallet' })
      let callsId: string
      try {
        callsId = await sendSwapBatch(deps.config, chain, [plan.approve, plan.swap])
      } catch (cause) {
        setProgress(id, {}, { approve: 'waiting' })
        return rejected(cause, 'swap')
      }
      const placeholder = batchPlaceholder(callsId)
      record(callsId, placeholder, target, from, to, amount, plan.toAmount)
      setProgress(id, { step: 'pending' }, { approve: 'pending', swap: 'pending' })
      try {
        const { ok, hash } = await batchOutcome(deps.config, callsId, timeout)
        deps.pending.settle(
          placeholder,
          ok ? 'confirmed' : 'failed',
          new Date(now()).toISOString(),
          hash,
        )
        settled(id, ok, hash, target, true)
      } catch (cause) {
        unfollowed(id, cause)
      }
      return
    }

    if (plan.approve) {
      setProgress(id, { step: 'approving' }, { approve: 'wallet' })
      let approveHash: Hash
      try {
        approveHash = await sendSwapTransaction(deps.config, chain, plan.approve, false)
      } catch (cause) {
        return rejected(cause, 'approve')
      }
      setProgress(id, {}, { approve: 'pending' })
      try {
        if (!(await transactionSucceeded(deps.config, chain, approveHash, timeout))) {
          setProgress(
            id,
            { step: 'failed', error: swapErrorNotice('TRANSACTION_REVERTED') },
            { approve: 'failed' },
          )
          return
        }
      } catch (cause) {
        return unfollowed(id, cause)
      }
      setProgress(id, {}, { approve: 'done' })
    }

    setProgress(id, { step: 'swapping' }, { swap: 'wallet' })
    let hash: Hash
    try {
      // Built before the approval, the swap's gas could not be estimated: the wallet does it now.
      hash = await sendSwapTransaction(deps.config, chain, plan.swap, !plan.approve)
    } catch (cause) {
      return rejected(cause, 'swap')
    }
    record(hash, hash, target, from, to, amount, plan.toAmount)
    setProgress(
      id,
      { step: 'pending', hash, explorerUrl: explorerTxUrl(target.network, hash) },
      { swap: 'pending' },
    )
    try {
      const ok = await transactionSucceeded(deps.config, chain, hash, timeout)
      deps.pending.settle(hash, ok ? 'confirmed' : 'failed', new Date(now()).toISOString())
      settled(id, ok, hash, target, false)
    } catch (cause) {
      unfollowed(id, cause)
    }
  }
}
