/** A wallet the dapp adds to the list itself (docs/product.md#connect-methods: customWallets). */
export type CustomWallet = {
  id: string
  name: string
  image_url?: string
  homepage?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

/** Which directory wallets the modal shows. Ids are directory ids (e.g. 'metamask'). */
export type DirectoryOptions = {
  /** Shown first after installed wallets, in this order; at most FEATURED_WALLETS_COUNT. */
  featuredWalletIds?: readonly string[]
  /** Only these wallets come from the directory. */
  includeWalletIds?: readonly string[]
  /** These wallets never show. */
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
}
