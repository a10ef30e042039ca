import { type ChainDeployment, uniswapV3FactoryAbi } from '@foyer/protocol'
import type { Address, PublicClient } from 'viem'
import { DEV_POOLS } from './devPools'
import { DEV_V3_FEE } from './seedDevPoolsV3'

/** The address of each DEV_POOLS pool of `deployment`'s V3 market (fee 3000), in DEV_POOLS order. */
export async function devPoolsV3(
  client: Pick<PublicClient, 'readContract'>,
  { swap, tokens }: ChainDeployment,
): Promise<Address[]> {
  const v3 = swap?.v3
  if (!swap || !v3) throw new Error('no V3 market deployed')
  const address = (asset: string): Address => {
    if (asset === 'native') return swap.weth
    const token = tokens.find((entry) => entry.symbol === asset)
    if (!token) throw new Error(`no token ${asset}`)
    return token.address
  }
  return Promise.all(
    DEV_POOLS.map(({ a, b }) =>
      client.readContract({
        address: v3.factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool',
        args: [address(a), address(b), DEV_V3_FEE],
      }),
    ),
  )
}
