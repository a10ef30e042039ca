/** Keys of every value Foyer keeps on the device (docs/product.md "locally kept values"), versioned. */
export const STORAGE_KEYS = {
  email: '@foyer/v1/email',
  loginUsed: '@foyer/v1/login-used',
  lastLoginTime: '@foyer/v1/last-login-time',
  lastUsedChain: '@foyer/v1/last-used-chain',
  socialUsername: '@foyer/v1/social-username',
  /** The provider of a social or Farcaster login (the account state's socialProvider). */
  socialProvider: '@foyer/v1/social-provider',
  /** Set when the embedded wallet was signed in to with a passkey (no email or provider). */
  passkeyLogin: '@foyer/v1/passkey-login',
  smartAccountEnabledNetworks: '@foyer/v1/smart-account-enabled-networks',
  recentWallets: '@foyer/v1/recent-wallets',
  nameCache: '@foyer/v1/name-cache',
  connectedConnectorId: '@foyer/v1/connected-connector-id',
  /** The Solana wallet (Wallet Standard name) and chain to restore after a reload. */
  solanaConnection: '@foyer/v1/solana-connection',
  /** The Bitcoin wallet (Wallet Standard name) and chain to restore after a reload. */
  bitcoinConnection: '@foyer/v1/bitcoin-connection',
  /** Prefix under which wagmi keeps its own connection state (`createStorage({ key })`). */
  wagmi: '@foyer/v1/wagmi',
  /** Remote features of the project, with when they were fetched (cached DEFAULT_CACHE_LIFETIME_MS). */
  remoteFeatures: '@foyer/v1/remote-features',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
