import type { SwapQuote } from '@foyer/protocol'
import type { AccountTarget } from '../account/accountTarget'
import type { ConvertApi } from '../swap/createConvertApi'
import { buildSwapApproval, needsSwapApproval, routeOf } from '../swap/swapApproval'
import { isNativeAsset, type SwapAsset } from '../swap/swapAsset'
import type { PaySwap } from './payState'

/** How many times the swap's from-amount is scaled up until its slippage bound covers the shortfall. */
export const PAY_SWAP_ATTEMPTS = 4

/**
 * A swap into `token` whose slippage bound covers `shortfall`, from the first other ERC-20 token
 * held that can: its whole balance quoted gives a rate, the from-amount is the shortfall at that
 * rate less the slippage (rounded up), built, and scaled up while its bound falls short.
 * Undefined when no token held can.
 */
export async function planPaySwap(
  api: ConvertApi,
  {
    tokens,
    token,
    shortfall,
    target,
    slippage,
  }: {
    tokens: readonly SwapAsset[]
    token: SwapAsset
    shortfall: bigint
    target: AccountTarget
    slippage: number
  },
): Promise<PaySwap | undefined> {
  const chainId = target.network.caipNetworkId
  const sources = tokens.filter(
    (asset) =>
      !isNativeAsset(asset.address) &&
      !sameAddress(asset.address, token.address) &&
      (asset.balance ?? 0n) > 0n,
  )
  const keep = BigInt(Math.round((100 - slippage) * 100))
  for (const from of sources) {
    const balance = from.balance ?? 0n
    let probe: SwapQuote
    try {
      probe = await api.quote({
        chainId,
        from: from.address,
        to: token.address,
        amount: balance,
        userAddress: target.address,
      })
    } catch {
      continue
    }
    const most = BigInt(probe.toAmount)
    if ((most * keep) / 10_000n < shortfall) continue
    let fromAmount = ceilDiv(shortfall * balance * 10_000n, most * keep)
    for (let tries = 0; tries < PAY_SWAP_ATTEMPTS && fromAmount <= balance; tries++) {
      const route = routeOf(probe)
      const built = await api.buildTransaction({
        chainId,
        from: from.address,
        to: token.address,
        amount: fromAmount,
        userAddress: target.address,
        slippage,
        ...route,
      })
      const toAmountMin = BigInt(built.toAmountMin)
      if (toAmountMin >= shortfall) {
        const approval = { chainId, tokenAddress: from.address, amount: fromAmount, route }
        const approve = (await needsSwapApproval(api, {
          ...approval,
          userAddress: target.address,
        }))
          ? await buildSwapApproval(api, approval)
          : undefined
        return {
          from,
          fromAmount,
          toAmount: BigInt(built.toAmount),
          toAmountMin,
          approve,
          tx: built.tx,
        }
      }
      // Scale by what is missing, and one unit more so that it always grows.
      fromAmount = ceilDiv(fromAmount * shortfall, toAmountMin > 0n ? toAmountMin : 1n) + 1n
    }
  }
  return undefined
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
