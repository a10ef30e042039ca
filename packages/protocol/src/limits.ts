/** Limits of the spec (§9) that the client and the server both keep. */

/** The wallet page size, the default `entries` of `GET /getWallets`. */
export const WALLETS_PAGE_SIZE = 40
/** The search size: the most `entries` a `GET /getWallets` answer holds. */
export const WALLETS_SEARCH_SIZE = 100
/** Error analytics: at most this many events per minute per client. */
export const ERROR_ANALYTICS_PER_MINUTE = 5
/** A new email code can be sent this long after the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
