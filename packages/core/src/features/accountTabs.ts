import type { ChainNamespace } from '@foyer/protocol'
import { FEATURE_NAMESPACES } from './featureDefaults'
import type { Features } from './resolveFeatures'

/** docs/product.md: the Account view's tabs, in order. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

const includes = (list: readonly ChainNamespace[], namespace: ChainNamespace) =>
  list.includes(namespace)

/**
 * The tabs shown on a network of `namespace`: Tokens where balances exist (docs/product.md: eip155, solana),
 * NFTs on eip155 (the indexer reads ERC-721), Activity where it exists (docs/product.md: eip155) and its
 * switch is on.
 */
export function accountTabs(
  features: Pick<Features, 'activity'>,
  namespace: ChainNamespace,
): AccountTab[] {
  return ACCOUNT_TABS.filter((tab) => {
    if (tab === 'tokens') return includes(FEATURE_NAMESPACES.balance, namespace)
    if (tab === 'nfts') return namespace === 'eip155'
    return features.activity && includes(FEATURE_NAMESPACES.activity, namespace)
  })
}
