import type { AccountTarget } from '../account/accountTarget'
import { parseAmount } from '../send/parseAmount'
import { batchCapabilities } from '../swap/sendSwap'
import { toSwapAssets } from '../swap/swapAsset'
import { swapApiNotice, swapErrorNotice } from '../swap/swapError'
import type { PayContext } from './payContext'
import type { CheckedPayRequest } from './payRequest'
import type { PayState } from './payState'
import { planPayBuy } from './planPayBuy'
import { planPaySwap, sameAddress } from './planPaySwap'

/**
 * Planning a payment: the token and the account's balance of it; when the balance is short, a
 * swap that covers it (batched with the payment where the account can), else a purchase; ready
 * once planned, failed with why otherwise.
 */
export function createPayPlanning(
  ctx: PayContext,
): (id: number, request: CheckedPayRequest, target: AccountTarget) => Promise<void> {
  const { deps, store, slippage } = ctx

  function failPlan(id: number, error: PayState['error']) {
    if (id !== ctx.attempts.current()) return
    store.set({ step: 'failed', error })
  }

  return async function plan(id, request, target) {
    const chainId = target.network.caipNetworkId
    try {
      const [answer] = await Promise.all([
        deps.api.tokens(chainId),
        deps.balances.load({ force: true }),
      ])
      if (id !== ctx.attempts.current()) return
      const known = deps.balances.get()
      const tokens = toSwapAssets(answer.tokens, known.status === 'ready' ? known.balances : [])
      const token = tokens.find((asset) => sameAddress(asset.address, request.token))
      if (!token) return failPlan(id, { code: 'TOKEN_REQUIRED' })
      const amount = parseAmount(request.amount, token.decimals)
      if (!amount) return failPlan(id, { code: 'AMOUNT_AND_RECEIVER_REQUIRED' })
      store.set({ token, amount })
      const held = token.balance ?? 0n
      if (held >= amount) {
        store.set({ step: 'ready' })
        return
      }
      const shortfall = amount - held
      const [swap, capabilities] = await Promise.all([
        planPaySwap(deps.api, { tokens, token, shortfall, target, slippage }),
        batchCapabilities(deps.config, target.address, Number(target.network.id)),
      ])
      if (id !== ctx.attempts.current()) return
      if (swap) {
        const batched = capabilities.atomic
        store.set({
          step: 'ready',
          swap,
          batched,
          progress: {
            approve: swap.approve ? 'waiting' : undefined,
            swap: 'waiting',
            pay: 'waiting',
          },
        })
        return
      }
      const bought =
        deps.onramp && deps.canBuy?.()
          ? await planPayBuy(deps.onramp, { token, shortfall, target })
          : undefined
      if (id !== ctx.attempts.current()) return
      if (!bought) return failPlan(id, swapErrorNotice('INSUFFICIENT_BALANCE'))
      if ('error' in bought) return failPlan(id, bought.error)
      store.set({ step: 'ready', buy: bought.buy, progress: { buy: 'waiting', pay: 'waiting' } })
    } catch (cause) {
      if (id !== ctx.attempts.current()) return
      deps.logger.warn('The payment could not be planned', String(cause))
      failPlan(id, swapApiNotice(cause, 'SWAP_QUOTE_UNAVAILABLE'))
    }
  }
}
