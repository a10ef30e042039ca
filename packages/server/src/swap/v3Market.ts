import { uniswapV3RouterAbi } from '@foyer/protocol'
import type { Address, PublicClient } from 'viem'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'

/** A V3 SwapRouter, the QuoterV2 beside it, and what they trade through: the factory and WETH. */
export interface V3Market {
  router: Address
  quoter: Address
  factory: Address
  weth: Address
}

/**
 * The router's `factory()` and `WETH9()`, read once per router (they are immutable); a failed
 * read is not kept. An address that answers neither is no V3 SwapRouter: a 502 naming it (the
 * operator's configuration is wrong, not the visitor's request).
 */
export function v3Market(
  client: PublicClient,
  router: Address,
  quoter: Address,
): () => Promise<V3Market> {
  let kept: Promise<V3Market> | undefined
  const read = async (): Promise<V3Market> => {
    const call = (functionName: 'factory' | 'WETH9') =>
      chainCall(
        () => client.readContract({ address: router, abi: uniswapV3RouterAbi, functionName }),
        () => {
          throw new ApiError(502, 'SWAP_UNAVAILABLE', {
            details: `${router} does not answer ${functionName}(): is it a V3 SwapRouter?`,
          })
        },
      )
    const [factory, weth] = await Promise.all([call('factory'), call('WETH9')])
    return { router, quoter, factory, weth }
  }
  return () => {
    kept ??= read()
    kept.catch(() => {
      kept = undefined
    })
    return kept
  }
}
