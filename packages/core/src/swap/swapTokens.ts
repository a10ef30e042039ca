import { isNativeAsset, type SwapAsset, toSwapAssets } from './swapAsset'
import type { SwapContext } from './swapContext'
import { swapApiNotice } from './swapError'

export type SwapTokens = {
  /** Loads the network's tokens with the account's balances and picks the two sides. */
  load(): Promise<void>
  /** Forgets the loaded tokens. */
  clear(): void
}

/**
 * The tokens of the open swap: the swap API's list with the account's balances merged in (again
 * whenever the balances change; the chosen sides follow them).
 */
export function createSwapTokens(ctx: SwapContext): SwapTokens {
  const { deps, store } = ctx
  /** The swap API's tokens of the open swap, before balances are merged in. */
  let apiTokens: Parameters<typeof toSwapAssets>[0] = []

  const knownBalances = () => {
    const { status, balances } = deps.balances.get()
    return status === 'ready' ? balances : undefined
  }

  function mergeBalances() {
    if (apiTokens.length === 0) return
    const tokens = toSwapAssets(apiTokens, knownBalances())
    const same = (asset: SwapAsset | undefined) =>
      asset && tokens.find((token) => token.address === asset.address)
    store.set((state) => ({ ...state, tokens, from: same(state.from), to: same(state.to) }))
  }
  deps.balances.subscribe((state, previous) => {
    if (state.balances !== previous.balances || state.status !== previous.status) mergeBalances()
  })

  async function load() {
    const target = deps.target()
    if (!target) return
    const id = ctx.attempts.current()
    store.set({ tokensStatus: 'loading' })
    if (deps.balances.get().status === 'idle') void deps.balances.load().catch(() => undefined)
    try {
      const answer = await deps.api.tokens(target.network.caipNetworkId)
      if (id !== ctx.attempts.current()) return
      apiTokens = answer.tokens
      const tokens = toSwapAssets(apiTokens, knownBalances())
      const held = (asset: SwapAsset) => (asset.balance ?? 0n) > 0n
      const native = tokens.find((token) => isNativeAsset(token.address))
      const from = native && held(native) ? native : (tokens.find(held) ?? native ?? tokens[0])
      const to = answer.suggested
        .map((address) =>
          tokens.find((token) => token.address.toLowerCase() === address.toLowerCase()),
        )
        .find((token) => token && token.address !== from?.address)
      store.set({
        tokensStatus: 'ready',
        tokens,
        suggested: answer.suggested,
        popular: answer.popular,
        from,
        to,
      })
    } catch (error) {
      if (id !== ctx.attempts.current()) return
      deps.logger.warn('The swap tokens could not be loaded', String(error))
      store.set({ tokensStatus: 'error', error: swapApiNotice(error, 'SWAP_TOKENS_UNAVAILABLE') })
    }
  }

  return {
    load,
    clear() {
      apiTokens = []
    },
  }
}
