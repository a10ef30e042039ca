/** The dev chain (anvil's default id, the `npm start` chain). */
export const QUOTE_CHAIN_ID = 31337

/**
 * Sequential requests per latency figure (FOYER_BENCH_SWAP_REQUESTS, default 200): a quote and a
 * bare eth_call, one after the other, interleaved.
 */
export const QUOTE_REQUESTS = Number(process.env.FOYER_BENCH_SWAP_REQUESTS ?? 200)

/** Untimed pairs of requests before the latency samples (connections opened, code warmed up). */
export const QUOTE_WARMUP = 20

/** Interleaved load rounds (FOYER_BENCH_ROUNDS, default 3): each loads the quote and the eth_call. */
export const QUOTE_ROUNDS = Number(process.env.FOYER_BENCH_ROUNDS ?? 3)

/** Seconds of load per target and round (FOYER_BENCH_API_SECONDS, default 3). */
export const QUOTE_SECONDS = Number(process.env.FOYER_BENCH_API_SECONDS ?? 3)

/** Connections open at once under load (as many for the quotes as for the bare eth_calls). */
export const QUOTE_CONNECTIONS = 20

/** What is quoted: this many whole FUSD (the dev chain's first token) into FOY (its second). */
export const QUOTE_FUSD = '100'

/**
 * The goals (ours: issue 21 sets no figure). A quote is one eth_call of a handful of calls (the
 * V2 router's getAmountsOut over the direct path and through WETH and each pair's reserves, the
 * V3 quoter and its pool's price, through Multicall3) plus the API's validation, so a wallet
 * kit's quote should cost at most ten bare eth_calls:
 * its p50 at most 10× a bare `getAmountsOut` eth_call's p50, and its quotes per second at least
 * a tenth of the node's bare eth_calls per second under the same load, in the same round.
 */
export const QUOTE_P50_GOAL = 10
export const QUOTE_THROUGHPUT_GOAL = 0.1
