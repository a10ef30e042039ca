/** Blocks of transfers the indexer catches up on. */
export const INDEXED_BLOCKS = 10_000

/** The chain (anvil's default id, a dev chain the indexer follows from genesis by default). */
export const TRANSFER_CHAIN_ID = 31337

/** Blocks read one request at a time for the single-request rate (spread over the range). */
export const SINGLE_REQUEST_BLOCKS = 1_000

/** Fee cap of the generated transactions: far above anvil's base fee, which only falls here. */
export const MAX_FEE_PER_GAS = 10_000_000_000n

/** Gas of an ERC-20 `transfer` (a dev token uses under half), so that nothing is estimated. */
export const TOKEN_TRANSFER_GAS = 100_000n
