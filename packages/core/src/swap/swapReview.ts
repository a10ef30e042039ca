import { estimateGas } from '@wagmi/core'
import { batchCapabilities, swapCall } from './sendSwap'
import { buildSwapApproval, needsSwapApproval, routeOf } from './swapApproval'
import { swapDraftError, swapFeeError } from './swapChecks'
import type { SwapContext } from './swapContext'
import { swapApiNotice, swapErrorNotice } from './swapError'
import type { SwapPlan } from './swapState'

/**
 * Checks the draft; if it can be swapped, shows SwapPreview and builds the plan there: the swap
 * with its slippage bound, the approval first when the allowance is short (one atomic batch with
 * the swap where the wallet can), and the fee of both.
 */
export function createSwapReview(ctx: SwapContext): () => Promise<void> {
  const { deps, store } = ctx
  return async function review() {
    const state = store.get()
    const target = deps.target()
    const amount = ctx.amountOf(state)
    const error = swapDraftError(state, amount, deps.pending.pendingCount())
    if (error || !target || !state.from || !state.to || !amount)
      return ctx.fail(error ?? 'SWAP_TOKENS_REQUIRED')
    const id = ctx.attempts.next()
    const { from, to } = state
    const chainId = target.network.caipNetworkId
    const chain = Number(target.network.id)
    store.set({ step: 'preview', error: undefined, plan: undefined })
    if (deps.router.get().view !== 'SwapPreview') deps.router.push('SwapPreview')
    // The approve and swap go through the provider and market that quoted.
    const route = routeOf(state.quote)
    const approval = { chainId, tokenAddress: from.address, amount, route }
    try {
      const [built, needsApproval, gasPrice, capabilities] = await Promise.all([
        deps.api.buildTransaction({
          chainId,
          from: from.address,
          to: to.address,
          amount,
          userAddress: target.address,
          slippage: state.slippage,
          ...route,
        }),
        needsSwapApproval(deps.api, { ...approval, userAddress: target.address }),
        deps.api.gasPrice(chainId).catch(() => null),
        batchCapabilities(deps.config, target.address, chain),
      ])
      const approve = needsApproval ? await buildSwapApproval(deps.api, approval) : undefined
      // The approval's gas from the node; the swap's from the build (or the quote's figure).
      const approveGas = approve
        ? await estimateGas(deps.config, {
            ...swapCall(approve, false),
            account: target.address,
            chainId: chain,
          }).catch(() => undefined)
        : 0n
      const swapGas = BigInt(built.tx.gas ?? store.get().quote?.gasLimit ?? '0')
      const fee =
        gasPrice && approveGas !== undefined && swapGas > 0n
          ? BigInt(gasPrice.gasPrice) * (approveGas + swapGas)
          : null
      if (id !== ctx.attempts.current()) return
      const plan: SwapPlan = {
        approve,
        swap: built.tx,
        toAmount: BigInt(built.toAmount),
        toAmountMin: BigInt(built.toAmountMin),
        batched: approve !== undefined && capabilities.atomic,
        sponsored: capabilities.sponsored,
      }
      const problem = swapFeeError(store.get(), amount, capabilities.sponsored ? null : fee)
      store.set({
        plan,
        needsApproval,
        fee,
        feeValue: ctx.feeValue(fee, target),
        progress: { approve: approve ? 'waiting' : undefined, swap: 'waiting' },
        error: problem && swapErrorNotice(problem),
      })
    } catch (cause) {
      if (id !== ctx.attempts.current()) return
      deps.logger.warn('The swap could not be built', String(cause))
      store.set({ error: swapApiNotice(cause, 'SWAP_QUOTE_UNAVAILABLE') })
    }
  }
}
