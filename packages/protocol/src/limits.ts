/** Limits of docs/product.md (docs/product.md#constants) that the client and the server both keep. */

/** The wallet page size, the default `entries` of `GET /getWallets`. */
export const WALLETS_PAGE_SIZE = 40
/** The search size: the most `entries` a `GET /getWallets` answer holds. */
export const WALLETS_SEARCH_SIZE = 100
/** Error analytics: at most this many events per minute per client… */
export const ERROR_ANALYTICS_PER_MINUTE = 5
/** …in any window of this length. */
export const ERROR_ANALYTICS_WINDOW_MS = 60_000
/** A new email code can be sent this long after the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** Default cache lifetime: how long a cached chain data answer (balances) stays fresh. */
export const DEFAULT_CACHE_LIFETIME_MS = 5 * 60_000

/** Blockchain RPC retry: retries after the first attempt, each waiting twice the last delay. */
export const RPC_RETRY_COUNT = 3
/** Blockchain RPC retry: the first delay (then 300 ms, 600 ms). */
export const RPC_RETRY_DELAY_MS = 150
/** Blockchain RPC timeout of one attempt. */
export const RPC_TIMEOUT_MS = 10_000
/** Blockchain RPC batch size: the most requests one JSON-RPC batch may hold. */
export const RPC_BATCH_SIZE = 1000
