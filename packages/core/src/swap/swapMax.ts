import type { AccountTarget } from '../account/accountTarget'
import type { ConvertApi } from './createConvertApi'
import { isNativeAsset, type SwapAsset } from './swapAsset'

/**
 * What Max keeps back of the native coin for the swap's fee: this many times the fee at the
 * current gas price, as headroom for the fee cap the wallet sets itself.
 */
export const SWAP_FEE_HEADROOM = 2n

/**
 * The most of `from` that can be swapped into `to`: its whole balance, less (of the native coin)
 * SWAP_FEE_HEADROOM times the fee of swapping it all. Undefined without a balance.
 */
export async function swapMaxAmount(
  api: ConvertApi,
  target: AccountTarget,
  from: SwapAsset,
  to: SwapAsset | undefined,
): Promise<bigint | undefined> {
  if (from.balance === undefined) return undefined
  let keep = 0n
  if (isNativeAsset(from.address) && to && from.balance > 0n) {
    const chainId = target.network.caipNetworkId
    const [gasPrice, quote] = await Promise.all([
      api.gasPrice(chainId).catch(() => null),
      api
        .quote({ chainId, from: from.address, to: to.address, amount: from.balance })
        .catch(() => undefined),
    ])
    if (gasPrice && quote)
      keep = BigInt(gasPrice.gasPrice) * BigInt(quote.gasLimit) * SWAP_FEE_HEADROOM
  }
  return from.balance > keep ? from.balance - keep : 0n
}
