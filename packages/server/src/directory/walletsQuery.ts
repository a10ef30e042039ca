import type { CaipNetworkId, WalletBadgeType } from '@foyer/protocol'

/** docs/product.md#constants: the search size, the largest `entries` the server gives. */
export { WALLETS_PAGE_SIZE, WALLETS_SEARCH_SIZE as MAX_WALLETS_PER_PAGE } from '@foyer/protocol'
/** Pages beyond this are refused rather than scanned for. */
export const MAX_WALLETS_PAGE = 1_000_000
export const MAX_SEARCH_LENGTH = 100

/** `GET /getWallets` parameters, checked: what findWalletsJson runs. */
export interface WalletsQuery {
  /** 1-based. */
  page: number
  entries: number
  /** Only these ids. */
  include?: string[]
  exclude?: string[]
  /** Wallets supporting any of these. */
  chains?: CaipNetworkId[]
  /** Trimmed, not empty. */
  search?: string
  badgeType?: WalletBadgeType
}
