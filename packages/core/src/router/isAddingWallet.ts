import type { ViewName } from './views'

/** The views with Add wallet (the multiWallet feature, docs/product.md#profile-wallets). */
const ADD_WALLET_FROM: readonly ViewName[] = ['Account', 'ProfileWallets']

/**
 * Whether the connect views on top of `history` were opened by Add wallet: their Connect lies
 * over the connected visitor's Account or ProfileWallets (a first connection starts from Connect
 * alone, and no other view opens Connect). A wallet that connects there returns the visitor to
 * ProfileWallets; going back to that Connect stays on it (docs/product.md#profile-wallets).
 */
export function isAddingWallet(history: readonly ViewName[]): boolean {
  return history.some((view) => ADD_WALLET_FROM.includes(view))
}
