import { MAX_SWAP_SLIPPAGE } from '@foyer/protocol'
import { formatUnits } from 'viem'
import { withSeparator } from '../send/parseAmount'
import type { Store } from '../store/createStore'
import { createSwapContext, type SwapFlowDeps } from './swapContext'
import { swapErrorNotice } from './swapError'
import { swapMaxAmount } from './swapMax'
import { createSwapQuoting } from './swapQuoting'
import { createSwapReview } from './swapReview'
import { createSwapSending } from './swapSending'
import { INITIAL_SWAP_STATE, type SwapState } from './swapState'
import { createSwapTokens } from './swapTokens'

export { SWAP_FEE_HEADROOM } from './swapMax'
export { SWAP_QUOTE_DEBOUNCE_MS } from './swapQuoting'

export type SwapFlow = Pick<Store<SwapState>, 'get' | 'subscribe'> & {
  /** Starts a new swap on Swap: loads the network's tokens and the account's balances. */
  open(): Promise<void>
  /** Shows SwapSelectToken for one side. */
  pick(side: 'from' | 'to'): void
  /** Chooses the token of the side being picked and returns to Swap. */
  choose(address: string): void
  setAmount(amount: string): void
  /** Fills in the most that can be swapped (of the native coin: less twice the network fee). */
  setMax(): Promise<void>
  /** Swaps the two sides (what was bought is now sold). */
  flip(): void
  /** In percent, above 0 and at most MAX_SWAP_SLIPPAGE; refused (with the error) otherwise. */
  setSlippage(slippage: number): boolean
  /** Quotes the amount typed now (typing quotes it after SWAP_QUOTE_DEBOUNCE_MS). */
  requestQuote(): Promise<void>
  /** Checks the draft; if it can be swapped, builds it and shows SwapPreview. */
  review(): Promise<void>
  /** Asks the wallet for the approval (when needed) and the swap, then follows them. */
  confirm(): Promise<void>
  /** Leaves a finished swap for the Account view. */
  finish(): void
  reset(): void
}

/**
 * Swapping one token for another on an eip155 network through the Foyer server's swap API
 * (docs/product.md#swap): the API quotes and builds; the connected wallet sends the approval and
 * the swap (as one atomic batch where the account can), so every kind of wallet works. The parts:
 * the tokens (`swapTokens.ts`), quoting as the amount is typed (`swapQuoting.ts`), the review's
 * plan (`swapReview.ts`) and sending it (`swapSending.ts`).
 */
export function createSwapFlow(deps: SwapFlowDeps): SwapFlow {
  const ctx = createSwapContext(deps)
  const { store } = ctx
  const tokens = createSwapTokens(ctx)
  const quoting = createSwapQuoting(ctx)

  async function open() {
    reset()
    deps.router.push('Swap')
    await tokens.load()
  }

  async function setMax() {
    const { from, to } = store.get()
    const target = deps.target()
    if (!from || from.balance === undefined || !target) return
    const max = (await swapMaxAmount(deps.api, target, from, to)) ?? 0n
    if (store.get().from !== from) return
    store.set({
      amount: withSeparator(formatUnits(max, from.decimals), ctx.separator),
      error: undefined,
    })
    quoting.schedule()
  }

  function reset() {
    ctx.attempts.next()
    quoting.cancel()
    tokens.clear()
    store.set(INITIAL_SWAP_STATE)
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    open,
    pick(side) {
      store.set({ picking: side })
      deps.router.push('SwapSelectToken')
    },
    choose(address) {
      const state = store.get()
      const asset = state.tokens.find(
        (token) => token.address.toLowerCase() === address.toLowerCase(),
      )
      if (!asset) return
      const other = state.picking === 'from' ? state.to : state.from
      // Choosing the other side's token swaps the sides.
      const patch =
        other?.address === asset.address
          ? {
              from: state.picking === 'from' ? asset : state.to,
              to: state.picking === 'to' ? asset : state.from,
            }
          : { [state.picking]: asset }
      store.set({ ...patch, error: undefined })
      if (deps.router.get().view === 'SwapSelectToken') deps.router.goBack()
      quoting.schedule()
    },
    setAmount(amount) {
      store.set({ amount, error: undefined })
      quoting.schedule()
    },
    setMax,
    flip() {
      const { from, to } = store.get()
      store.set({ from: to, to: from, error: undefined })
      quoting.schedule()
    },
    setSlippage(slippage) {
      if (!Number.isFinite(slippage) || slippage <= 0 || slippage > MAX_SWAP_SLIPPAGE) {
        store.set({ error: swapErrorNotice('SWAP_SLIPPAGE_INVALID') })
        return false
      }
      store.set({ slippage, error: undefined })
      return true
    },
    requestQuote: quoting.request,
    review: createSwapReview(ctx),
    confirm: createSwapSending(ctx),
    finish() {
      reset()
      deps.router.reset('Account')
    },
    reset,
  }
}
