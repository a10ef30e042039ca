import { type ChainDeployment, uniswapV2FactoryAbi } from '@foyer/protocol'
import type { Address, PublicClient } from 'viem'
import { DEV_POOLS } from './devPools'

/** The address of each DEV_POOLS pair of `deployment`'s market, in DEV_POOLS order. */
export async function devPairs(
  client: Pick<PublicClient, 'readContract'>,
  { swap, tokens }: ChainDeployment,
): Promise<Address[]> {
  if (!swap) throw new Error('no swap market deployed')
  const address = (asset: string): Address => {
    if (asset === 'native') return swap.weth
    const token = tokens.find((entry) => entry.symbol === asset)
    if (!token) throw new Error(`no token ${asset}`)
    return token.address
  }
  return Promise.all(
    DEV_POOLS.map(({ a, b }) =>
      client.readContract({
        address: swap.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [address(a), address(b)],
      }),
    ),
  )
}
