import { formatUnits } from 'viem'
import { needsSwapApproval, routeOf } from './swapApproval'
import type { SwapContext } from './swapContext'
import { swapApiNotice } from './swapError'
import type { SwapState } from './swapState'

/**
 * How long typing pauses before a quote is asked for (Foyer's number, as the wallet search's
 * 300 ms wait: docs/product.md#constants).
 */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

export type SwapQuoting = {
  /** Clears the quote and asks for a new one once typing pauses. */
  schedule(): void
  /** Quotes the amount typed now: the rate, whether an approval goes first, the fee. */
  request(): Promise<void>
  /** Drops the quote under way (its answer is ignored). */
  cancel(): void
}

/** What a new amount or token clears. */
function clearQuote(): Partial<SwapState> {
  return {
    quote: undefined,
    rate: undefined,
    needsApproval: undefined,
    fee: undefined,
    feeValue: undefined,
    quoting: false,
    plan: undefined,
  }
}

/** The swap form's quotes: debounced as the amount is typed, the latest one's answer kept. */
export function createSwapQuoting({ deps, store, amountOf, feeValue }: SwapContext): SwapQuoting {
  /** Each quote gets an id; answers for an older one are dropped. */
  let quoteAttempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function schedule() {
    clearTimeout(timer)
    quoteAttempt++
    store.set(clearQuote())
    const { from, to } = store.get()
    const amount = amountOf(store.get())
    if (!from || !to || !amount) return
    store.set({ quoting: true })
    timer = setTimeout(() => void request(), deps.quoteDebounceMs ?? SWAP_QUOTE_DEBOUNCE_MS)
  }

  async function request() {
    clearTimeout(timer)
    const id = ++quoteAttempt
    const state = store.get()
    const target = deps.target()
    const amount = amountOf(state)
    const { from, to } = state
    if (!target || !from || !to || !amount) {
      store.set(clearQuote())
      return
    }
    store.set({ ...clearQuote(), quoting: true, error: undefined })
    const chainId = target.network.caipNetworkId
    try {
      const [quote, gasPrice] = await Promise.all([
        deps.api.quote({
          chainId,
          from: from.address,
          to: to.address,
          amount,
          userAddress: target.address,
        }),
        // The product's fallback: a gas price failure gives null (the fee then shows as unknown).
        deps.api.gasPrice(chainId).catch(() => null),
      ])
      if (id !== quoteAttempt) return
      // The allowance to the spender of the provider and market that quoted.
      const needsApproval = await needsSwapApproval(deps.api, {
        chainId,
        tokenAddress: from.address,
        userAddress: target.address,
        amount,
        route: routeOf(quote),
      })
      if (id !== quoteAttempt) return
      const fromWhole = Number(formatUnits(amount, from.decimals))
      const toWhole = Number(formatUnits(BigInt(quote.toAmount), to.decimals))
      const fee = gasPrice ? BigInt(gasPrice.gasPrice) * BigInt(quote.gasLimit) : null
      store.set({
        quoting: false,
        quote,
        rate: fromWhole > 0 ? toWhole / fromWhole : undefined,
        needsApproval,
        fee,
        feeValue: feeValue(fee, target),
      })
    } catch (error) {
      if (id !== quoteAttempt) return
      deps.logger.warn('The swap could not be quoted', String(error))
      store.set({ quoting: false, error: swapApiNotice(error, 'SWAP_QUOTE_UNAVAILABLE') })
    }
  }

  return {
    schedule,
    request,
    cancel() {
      quoteAttempt++
      clearTimeout(timer)
    },
  }
}
