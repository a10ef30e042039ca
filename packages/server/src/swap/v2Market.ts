import { uniswapV2RouterAbi } from '@foyer/protocol'
import type { Address, PublicClient } from 'viem'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'

/** A V2 router and what it trades through: its factory and its wrapped native coin. */
export interface V2Market {
  router: Address
  factory: Address
  weth: Address
}

/**
 * The router's `factory()` and `WETH()`, read once per router (they are immutable); a failed read
 * is not kept. An address that answers neither is no V2 router: a 502 naming it (the operator's
 * configuration, not the visitor's request, is wrong).
 */
export function v2Market(client: PublicClient, router: Address): () => Promise<V2Market> {
  let kept: Promise<V2Market> | undefined
  const read = async (): Promise<V2Market> => {
    const call = (functionName: 'factory' | 'WETH') =>
      chainCall(
        () => client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName }),
        () => {
          throw new ApiError(502, 'SWAP_UNAVAILABLE', {
            details: `${router} does not answer ${functionName}(): is it a V2 router?`,
          })
        },
      )
    const [factory, weth] = await Promise.all([call('factory'), call('WETH')])
    return { router, factory, weth }
  }
  return () => {
    kept ??= read()
    kept.catch(() => {
      kept = undefined
    })
    return kept
  }
}
