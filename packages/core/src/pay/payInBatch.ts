import type { SwapTransaction } from '@foyer/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import { batchOutcome, batchPlaceholder, sendSwapBatch } from '../swap/sendSwap'
import { isNativeAsset, type SwapAsset } from '../swap/swapAsset'
import { swapErrorNotice } from '../swap/swapError'
import type { SwapPartStatus } from '../swap/swapState'
import { swapTransfer } from '../swap/swapTransfer'
import type { PayContext } from './payContext'
import type { PaySending } from './paySending'
import type { PayState } from './payState'

/** The payment as a call of the batch: the native coin as value, a token's `transfer`. */
function transferCall(state: PayState, token: SwapAsset): SwapTransaction {
  const to = state.to as `0x${string}`
  if (isNativeAsset(token.address)) return { to, data: '0x', value: state.amount.toString() }
  return {
    to: token.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, state.amount],
    }),
    value: '0',
  }
}

/**
 * Paying in one batch: the approval, the swap and the payment as one `wallet_sendCalls` batch,
 * listed in Activity as pending, then followed to its status.
 */
export function createPayInBatch(
  ctx: PayContext,
  { record }: Pick<PaySending, 'record'>,
): (id: number, state: PayState, target: AccountTarget) => Promise<void> {
  const { deps, now, setProgress } = ctx
  return async function payInBatch(id, state, target) {
    const { swap, token, to } = state
    if (!swap || !token || !to) return
    const chain = Number(target.network.id)
    const all = { ...(swap.approve ? { approve: 'wallet' as const } : {}), swap: 'wallet' as const }
    setProgress(id, {}, { ...all, pay: 'wallet' })
    const calls = [...(swap.approve ? [swap.approve] : []), swap.tx, transferCall(state, token)]
    let callsId: string
    try {
      callsId = await sendSwapBatch(deps.config, chain, calls)
    } catch (cause) {
      const parts = swap.approve ? { approve: 'waiting' as const } : {}
      ctx.refused(id, cause, { ...parts, swap: 'waiting', pay: 'waiting' })
      return
    }
    const placeholder = batchPlaceholder(callsId)
    record(target, {
      id: callsId,
      hash: placeholder,
      operationType: 'execute',
      to,
      transfers: [
        swapTransfer(swap.from, swap.fromAmount, 'out'),
        swapTransfer(token, state.amount, 'out'),
      ],
    })
    const mark = (status: SwapPartStatus) => ({
      ...(swap.approve ? { approve: status } : {}),
      swap: status,
      pay: status,
    })
    setProgress(id, {}, mark('pending'))
    try {
      const { ok, hash } = await batchOutcome(deps.config, callsId, ctx.timeout())
      deps.pending.settle(
        placeholder,
        ok ? 'confirmed' : 'failed',
        new Date(now()).toISOString(),
        hash,
      )
      if (ok && hash) {
        setProgress(
          id,
          { step: 'done', hash, explorerUrl: explorerTxUrl(target.network, hash) },
          mark('done'),
        )
        ctx.payment.settle({ hash })
      } else {
        const error = swapErrorNotice(ok ? 'RECEIPT_UNAVAILABLE' : 'TRANSACTION_REVERTED')
        setProgress(id, { step: 'failed', error }, mark(ok ? 'done' : 'failed'))
      }
    } catch (cause) {
      deps.logger.error('The payment confirmation could not be followed', String(cause))
      setProgress(id, { step: 'failed', error: swapErrorNotice('RECEIPT_UNAVAILABLE') })
    }
    deps.onSettled()
  }
}
