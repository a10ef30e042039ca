/** The wallet lists' sizes and timings (docs/product.md, Wallet lists). */
export const FEATURED_WALLETS_COUNT = 4
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PAGE_IMAGES = 20
export const WALLETS_SEARCH_DEBOUNCE_MS = 300
