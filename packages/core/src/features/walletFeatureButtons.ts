import type { CaipNetworkId, ChainNamespace } from '@foyer/protocol'
import {
  FEATURE_NAMESPACES,
  SWAP_SUPPORTED_NETWORKS,
  WALLET_FEATURES_ORDER,
  type WalletFeature,
} from './featureDefaults'
import type { Features } from './resolveFeatures'

/**
 * Foyer's dev chains (networks/devChains.ts), where the dev stack's swap API runs a market of its
 * own: swaps run there too, beside the product's 12 chains.
 */
const SWAP_DEV_NETWORKS: readonly string[] = ['eip155:31337', 'eip155:31338']

/**
 * Where the kit has a flow for each wallet feature so far. Buy (on-ramp) and swaps are built for
 * eip155 only, send for eip155 and solana: a button without a flow behind it is not shown.
 * Receive shows an address, which every namespace has.
 */
export const WALLET_FEATURE_FLOWS: Readonly<Record<WalletFeature, readonly ChainNamespace[]>> = {
  onramp: ['eip155'],
  swaps: ['eip155'],
  receive: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
  send: ['eip155', 'solana'],
}

type Input = {
  features: Pick<Features, WalletFeature>
  network: { caipNetworkId: CaipNetworkId; chainNamespace: ChainNamespace }
  /** Whether the Foyer server is configured: send lists the tokens it reports, buy and swaps use its API. */
  chainData: boolean
  flows?: Readonly<Record<WalletFeature, readonly ChainNamespace[]>>
}

/** Whether docs/product.md lets the feature run on the network (docs/product.md). */
function supports(feature: WalletFeature, network: Input['network']): boolean {
  const namespaces = (list: readonly ChainNamespace[]) => list.includes(network.chainNamespace)
  switch (feature) {
    case 'swaps':
      return [...SWAP_SUPPORTED_NETWORKS, ...SWAP_DEV_NETWORKS].includes(network.caipNetworkId)
    case 'onramp':
      return namespaces(FEATURE_NAMESPACES.onramp)
    case 'send':
      return namespaces(FEATURE_NAMESPACES.send)
    case 'receive':
      return true
  }
}

/**
 * The Account view's feature buttons, in the product’s order (onramp, swaps, receive, send): each
 * only when its switch is on, the active network supports it and the kit has its flow there.
 */
export function walletFeatureButtons({
  features,
  network,
  chainData,
  flows = WALLET_FEATURE_FLOWS,
}: Input): WalletFeature[] {
  return WALLET_FEATURES_ORDER.filter(
    (feature) =>
      features[feature] &&
      supports(feature, network) &&
      flows[feature].includes(network.chainNamespace) &&
      (chainData || feature === 'receive'),
  )
}
