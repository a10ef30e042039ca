/** The connect methods and their default order (docs/product.md, Options). */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

/**
 * The namespaces each account feature supports (swaps: see SWAP_SUPPORTED_NETWORKS). None is
 * named for receive: an address can be received on in every namespace.
 */
export const FEATURE_NAMESPACES = {
  balance: ['eip155', 'solana'],
  names: ['eip155'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155'],
  send: ['eip155', 'solana'],
} as const

/** Swaps run on 12 chains. */
export const SWAP_SUPPORTED_NETWORKS = [
  'eip155:1', // Ethereum
  'eip155:42161', // Arbitrum One
  'eip155:10', // Optimism
  'eip155:324', // zkSync Era
  'eip155:8453', // Base
  'eip155:56', // BNB Smart Chain
  'eip155:137', // Polygon
  'eip155:100', // Gnosis
  'eip155:43114', // Avalanche
  'eip155:250', // Fantom
  'eip155:8217', // Klaytn
  'eip155:1313161554', // Aurora
] as const

/** Default feature switches (docs/product.md, Options). */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  /** Name registration (an optional feature with no default in the product’s list): on. */
  names: true,
} as const
