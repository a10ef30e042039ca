import type { CaipNetworkId, ChainNamespace } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import {
  SWAP_SUPPORTED_NETWORKS,
  WALLET_FEATURES_ORDER,
  type WalletFeature,
} from './featureDefaults'
import { WALLET_FEATURE_FLOWS, walletFeatureButtons } from './walletFeatureButtons'

const on = { onramp: true, swaps: true, receive: true, send: true }
const network = (caipNetworkId: CaipNetworkId) => ({
  caipNetworkId,
  chainNamespace: caipNetworkId.split(':')[0] as ChainNamespace,
})
/** As if every flow existed everywhere: what docs/product.md alone allows. */
const everywhere = Object.fromEntries(
  WALLET_FEATURES_ORDER.map((feature) => [
    feature,
    ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
  ]),
) as Record<WalletFeature, ChainNamespace[]>

describe('walletFeatureButtons', () => {
  it('follows the product’s order and its namespaces when every flow exists (docs/product.md)', () => {
    const spec = (caip: CaipNetworkId) =>
      walletFeatureButtons({
        features: on,
        network: network(caip),
        chainData: true,
        flows: everywhere,
      })
    expect(WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(spec('eip155:1')).toEqual(['onramp', 'swaps', 'receive', 'send'])
    // Swaps: the 12 chains, and Foyer's dev chains (their dev API runs a market).
    expect(SWAP_SUPPORTED_NETWORKS).toHaveLength(12)
    expect(spec('eip155:11155111')).toEqual(['onramp', 'receive', 'send'])
    expect(spec('eip155:31337')).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(spec('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual(['onramp', 'receive', 'send'])
    expect(spec('bip122:000000000019d6689c085ae165831e93')).toEqual(['receive'])
  })

  it('shows a feature only when its switch is on', () => {
    const shown = (features: typeof on) =>
      walletFeatureButtons({
        features,
        network: network('eip155:1'),
        chainData: true,
        flows: everywhere,
      })
    expect(shown({ ...on, send: false })).toEqual(['onramp', 'swaps', 'receive'])
    expect(shown({ ...on, receive: false, onramp: false })).toEqual(['swaps', 'send'])
    expect(shown({ onramp: false, swaps: false, receive: false, send: false })).toEqual([])
  })

  it('shows only the flows the kit has: receive everywhere, buy and swaps on eip155, send on eip155 and solana', () => {
    expect(WALLET_FEATURE_FLOWS.onramp).toEqual(['eip155'])
    expect(WALLET_FEATURE_FLOWS.swaps).toEqual(['eip155'])
    expect(WALLET_FEATURE_FLOWS.send).toEqual(['eip155', 'solana'])
    const shown = (caip: CaipNetworkId) =>
      walletFeatureButtons({ features: on, network: network(caip), chainData: true })
    expect(shown('eip155:1')).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(shown('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual(['receive', 'send'])
  })

  it('needs the Foyer server for buy, swaps (its APIs) and send (it lists the tokens to send)', () => {
    expect(
      walletFeatureButtons({ features: on, network: network('eip155:31337'), chainData: false }),
    ).toEqual(['receive'])
  })
})
