import type { AccountType, ChainNamespace } from '@foyer/protocol'

/** An account type in any namespace: Bitcoin adds `payment` (and `ordinal` where wallets offer it). */
export type NamespaceAccountType = AccountType | 'payment' | 'ordinal'

/**
 * The default account type per namespace (docs/product.md#networks): bip122 `payment`, eip155
 * `smartAccount`, polkadot and solana `eoa`. The product names none for cosmos: `eoa`.
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, NamespaceAccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
}
