import type { CaipNetworkId } from './caip'

/** Bitcoin mainnet (CAIP-2 bip122: the first 32 hex digits of its genesis block hash). */
export const BITCOIN_MAINNET_CHAIN = 'bip122:000000000019d6689c085ae165831e93' as const
/** Bitcoin testnet3. */
export const BITCOIN_TESTNET_CHAIN = 'bip122:000000000933ea01ad0ee984209779ba' as const

/** The Bitcoin chains Foyer knows (docs/product.md#networks). */
export const BITCOIN_CHAINS: readonly CaipNetworkId[] = [
  BITCOIN_MAINNET_CHAIN,
  BITCOIN_TESTNET_CHAIN,
]

/** Which address family a Bitcoin chain uses: `bc1…`/`1…`/`3…` on mainnet, `tb1…`/`m…`/`n…`/`2…` else. */
export type BitcoinNetwork = 'mainnet' | 'testnet'

/** The address family of a known Bitcoin chain, or `undefined` for another id. */
export function bitcoinNetworkOf(chainId: string): BitcoinNetwork | undefined {
  if (chainId === BITCOIN_MAINNET_CHAIN) return 'mainnet'
  if (chainId === BITCOIN_TESTNET_CHAIN) return 'testnet'
  return undefined
}
