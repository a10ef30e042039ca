import { DEV_COLLECTION } from '@foyer/protocol'
import type { Address } from 'viem'

/** The dev chains' ERC-721 collection (FoyerCollectible) and how its tokens are handed out. */
export interface DevCollectibles {
  name: string
  symbol: string
  /** Tokens minted to each test account: account `i` owns ids `i·n + 1` to `i·n + n`. */
  tokensPerAccount: number
}

/**
 * DEV_COLLECTION (its name, symbol and supply are shared with the API, which serves the
 * metadata): 3 tokens to each of the 10 test accounts, token ids 1 to 30.
 */
export const DEV_COLLECTIBLES: DevCollectibles = {
  name: DEV_COLLECTION.name,
  symbol: DEV_COLLECTION.symbol,
  tokensPerAccount: 3,
}

/** The token ids the constructor mints to each holder, in holder order. */
export function devCollectibleIds(
  holders: readonly Address[],
  { tokensPerAccount }: DevCollectibles = DEV_COLLECTIBLES,
): Map<Address, bigint[]> {
  return new Map(
    holders.map((holder, index) => [
      holder,
      Array.from({ length: tokensPerAccount }, (_, k) => BigInt(index * tokensPerAccount + k + 1)),
    ]),
  )
}
