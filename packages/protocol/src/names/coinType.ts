/** ENSIP-11: an EVM chain's coin type is its chain id with this bit set. */
export const EVM_COIN_TYPE_FLAG = 0x8000_0000

/** The highest EVM chain id that has a coin type (docs/product.md#names: the chain id must be below 2^31). */
export const MAX_COIN_TYPE_CHAIN_ID = EVM_COIN_TYPE_FLAG - 1

/**
 * The coin type of an EVM chain (docs/product.md#names, ENSIP-11): the chain id with the high bit set.
 * Throws for a chain id that is not a whole number from 0 to 2^31 - 1.
 */
export function evmCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId > MAX_COIN_TYPE_CHAIN_ID) {
    throw new RangeError(
      `Invalid chainId ${chainId}: a coin type needs a whole chain id below 2^31`,
    )
  }
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

/**
 * The EVM chain id of an ENSIP-11 coin type (`evmCoinType`'s inverse); undefined for a coin type
 * without the high bit (another kind of chain, or Ethereum's own 60) and for chain id 0 (the
 * ENSIP-19 default coin type, no chain).
 */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_FLAG) return undefined
  if (coinType > 0xffff_ffff) return undefined
  return coinType - EVM_COIN_TYPE_FLAG
}
