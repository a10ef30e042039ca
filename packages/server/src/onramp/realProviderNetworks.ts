import {
  ONRAMP_CHAIN_NETWORKS,
  type OnrampChainName,
  type OnrampNetwork,
  type OnrampToken,
} from '@foyer/protocol'

/** USDC's contract on each chain a real provider sells it on (Circle's native USDC). */
const USDC: Partial<Record<OnrampChainName, `0x${string}`>> = {
  ethereum: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  base: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  arbitrum: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  optimism: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  polygon: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
}

/** Each Coinbase-style chain's own coin. */
const NATIVE: Record<OnrampChainName, OnrampToken> = {
  ethereum: { symbol: 'ETH', name: 'Ether', address: 'native', decimals: 18 },
  base: { symbol: 'ETH', name: 'Ether', address: 'native', decimals: 18 },
  arbitrum: { symbol: 'ETH', name: 'Ether', address: 'native', decimals: 18 },
  optimism: { symbol: 'ETH', name: 'Ether', address: 'native', decimals: 18 },
  polygon: { symbol: 'POL', name: 'POL', address: 'native', decimals: 18 },
  'avalanche-c-chain': { symbol: 'AVAX', name: 'Avalanche', address: 'native', decimals: 18 },
  celo: { symbol: 'CELO', name: 'Celo', address: 'native', decimals: 18 },
  berachain: { symbol: 'BERA', name: 'Berachain', address: 'native', decimals: 18 },
}

const NAMES: Record<OnrampChainName, string> = {
  ethereum: 'Ethereum',
  base: 'Base',
  arbitrum: 'Arbitrum One',
  optimism: 'OP Mainnet',
  polygon: 'Polygon',
  'avalanche-c-chain': 'Avalanche C-Chain',
  celo: 'Celo',
  berachain: 'Berachain',
}

/**
 * What a real provider adapter offers on the chains it names: each chain's coin, and USDC where
 * it has one, on the Coinbase-style chains (docs/product.md#buy) that `codeOf` has a code for.
 */
export function realProviderNetworks(
  codeOf: (chain: OnrampChainName, token: OnrampToken) => string | undefined,
): OnrampNetwork[] {
  return (Object.keys(ONRAMP_CHAIN_NETWORKS) as OnrampChainName[]).flatMap((chain) => {
    const usdc = USDC[chain]
    const tokens = [
      NATIVE[chain],
      ...(usdc ? [{ symbol: 'USDC', name: 'USD Coin', address: usdc, decimals: 6 }] : []),
    ].filter((token) => codeOf(chain, token) !== undefined)
    return tokens.length === 0
      ? []
      : [{ network: ONRAMP_CHAIN_NETWORKS[chain], name: NAMES[chain], chainName: chain, tokens }]
  })
}
