import type { ChainNamespace } from './caip'

/** Account types a Bitcoin wallet offers: `payment` (P2WPKH, pays and receives) and `ordinal` (P2TR). */
export const BITCOIN_ACCOUNT_TYPES = ['payment', 'ordinal'] as const
export type BitcoinAccountType = (typeof BITCOIN_ACCOUNT_TYPES)[number]

/** Account types of every namespace. */
export type NamespaceAccountType = 'eoa' | 'smartAccount' | BitcoinAccountType

/**
 * The default account type per namespace (docs/product.md#smart-accounts): bip122 `payment`,
 * eip155 `smartAccount`, polkadot and solana `eoa`; cosmos, which the product does not name, `eoa`.
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, NamespaceAccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
}
