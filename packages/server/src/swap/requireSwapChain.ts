import type { ChainRegistry, RegisteredChain } from '../chain/chainRegistry'
import { requireChain } from '../chain/requireChain'
import { ApiError, type ApiErrorAnswerCode } from '../http/apiError'
import type { SwapProvider, SwapProviders } from './swapProvider'

/**
 * The chain `chainId` names and its swap providers (at least one). A missing or malformed chainId is a 400
 * INVALID_PARAMS; a network this API does not serve, or serves with no swap provider, a 400 with
 * the spec's words ('Network not supported for Swaps', or for Gas Price: `code`).
 */
export async function requireSwapChain(
  registry: ChainRegistry,
  providers: SwapProviders,
  chainId: string,
  code: Extract<
    ApiErrorAnswerCode,
    'SWAP_NETWORK_UNSUPPORTED' | 'GAS_PRICE_NETWORK_UNSUPPORTED'
  > = 'SWAP_NETWORK_UNSUPPORTED',
): Promise<{ chain: RegisteredChain; providers: readonly SwapProvider[] }> {
  let chain: RegisteredChain
  try {
    chain = await requireChain(registry, chainId)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNSUPPORTED_CHAIN') {
      throw new ApiError(400, code)
    }
    throw error
  }
  const served = providers(chain)
  if (served.length === 0) throw new ApiError(400, code)
  return { chain, providers: served }
}
