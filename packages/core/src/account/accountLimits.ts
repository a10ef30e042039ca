/** After a failed balance fetch, no new one for this long (docs/product.md, Balances). */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000
/** How many sent transactions may wait for their receipt at once. */
export const PENDING_TRANSACTIONS_LIMIT = 99
