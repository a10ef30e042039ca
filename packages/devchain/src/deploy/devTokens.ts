/** A token the dev stack deploys on every dev chain. */
export interface DevToken {
  name: string
  symbol: string
  decimals: number
  /** Whole tokens minted to each test account. */
  amountPerAccount: bigint
}

/**
 * The dev tokens, in deployment order: entry `i` is created by the deployer's transaction with
 * nonce `i`. Append only; reordering moves every address.
 */
export const DEV_TOKENS: readonly DevToken[] = [
  { name: 'Foyer USD', symbol: 'FUSD', decimals: 6, amountPerAccount: 10_000n },
  { name: 'Foyer Token', symbol: 'FOY', decimals: 18, amountPerAccount: 10_000n },
]
