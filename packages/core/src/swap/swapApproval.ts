import type { CaipNetworkId, SwapQuote, SwapTransaction } from '@foyer/protocol'
import type { Address } from 'viem'
import type { ConvertApi, SwapRouteChoice } from './createConvertApi'
import { isNativeAsset } from './swapAsset'

/** The provider and market a quote named, for its allowance, approve and swap. */
export function routeOf(
  quote: Pick<SwapQuote, 'provider' | 'source'> | undefined,
): SwapRouteChoice {
  return { provider: quote?.provider, source: quote?.source }
}

type ApprovalRequest = {
  chainId: CaipNetworkId
  tokenAddress: Address
  userAddress: Address
  amount: bigint
  route: SwapRouteChoice
}

/**
 * Whether the spender of `route` may not yet take `amount` of the token (the swap API's
 * allowance): an approval goes first. Never for the native coin.
 */
export async function needsSwapApproval(
  api: ConvertApi,
  { chainId, tokenAddress, userAddress, amount, route }: ApprovalRequest,
): Promise<boolean> {
  if (isNativeAsset(tokenAddress)) return false
  const { allowance } = await api.allowance({ chainId, tokenAddress, userAddress, ...route })
  return BigInt(allowance) < amount
}

/** The ERC-20 approval of `amount` to the spender of `route`, built by the swap API. */
export async function buildSwapApproval(
  api: ConvertApi,
  { chainId, tokenAddress, amount, route }: Omit<ApprovalRequest, 'userAddress'>,
): Promise<SwapTransaction> {
  return (await api.buildApprove({ chainId, tokenAddress, amount, ...route })).tx
}
