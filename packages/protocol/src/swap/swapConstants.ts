type Address = `0x${string}`

/**
 * The address the convert API gives the chain's native coin (ETH on Ethereum and the dev chains),
 * as swap aggregators do: it is no contract, and needs no approval.
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Swap slippage tolerance in percent when none is given (docs/product.md#swap: 1). */
export const DEFAULT_SWAP_SLIPPAGE = 1

/** The most slippage a swap may be built with, in percent: beyond it a swap is a gift. */
export const MAX_SWAP_SLIPPAGE = 50

/**
 * How many tokens `GET /v1/convert/tokens` suggests: the native coin, then the first tokens the
 * operator lists for the chain (the spec leaves the lists' contents open).
 */
export const SWAP_SUGGESTED_COUNT = 4

/** How long a built swap may wait to be mined: its deadline is the latest block's time plus this. */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/**
 * The built-in swap provider as the remote configuration's `swaps` feature names it: it quotes on
 * chain through the V2 router the operator names for a chain (docs/product.md#swap).
 */
export const BUILTIN_SWAP_PROVIDER = { id: 'foyer-router', name: 'On-chain router' } as const

/**
 * The swap aggregator (an HTTP API of the 0x Swap API v2 kind, SWAP_AGGREGATOR_URL) as the remote
 * configuration's `swaps` feature names it.
 */
export const AGGREGATOR_SWAP_PROVIDER = { id: 'aggregator', name: 'Swap aggregator' } as const
