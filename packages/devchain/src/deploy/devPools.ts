/**
 * The Uniswap V2 pairs every dev chain gets, each holding `depthUsd` US dollars' worth of each
 * side at the oracle's dev prices (DEV_PRICES): $3,000,000 a side moves the price by about 0.1 %
 * for a $3,000 swap, so a one-token swap has a small price impact. `'native'` is WETH.
 */
export interface DevPool {
  a: 'native' | string
  b: 'native' | string
  depthUsd: bigint
}

export const DEV_POOLS: readonly DevPool[] = [
  { a: 'native', b: 'FUSD', depthUsd: 3_000_000n },
  { a: 'native', b: 'FOY', depthUsd: 3_000_000n },
  { a: 'FUSD', b: 'FOY', depthUsd: 3_000_000n },
]
