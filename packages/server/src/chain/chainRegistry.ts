import {
  type CaipNetworkId,
  type CollectibleDeployment,
  type Deployments,
  KNOWN_EVM_CHAINS,
  type TokenDeployment,
  toCaipNetworkId,
} from '@foyer/protocol'
import type { ConfiguredChain } from '../config/applyChainsFile'
import { type NativeCurrency, nativeCurrency } from './nativeCurrency'

/** One network the chain data API serves: where it answers, and what the API knows on it. */
export interface RegisteredChain {
  chainId: number
  caipNetworkId: CaipNetworkId
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
  /** The tokens balances are read for: the chain's CHAINS_FILE list, then the deployed ones. */
  tokens: readonly TokenDeployment[]
  /** The on-chain price source, when the chain has one. */
  priceOracle: `0x${string}` | undefined
  collectibles: readonly CollectibleDeployment[]
}

export interface ChainRegistry {
  /** Every configured chain, in configuration order. */
  list(): Promise<RegisteredChain[]>
  /** The chain with this id, `undefined` when the API does not serve it. */
  get(chainId: number): Promise<RegisteredChain | undefined>
}

export interface ChainRegistryOptions {
  /** CHAIN_RPC_URLS with CHAINS_FILE applied (`config.chains`). */
  chains: readonly ConfiguredChain[]
  /** The dev deployments (token lists, price oracle, collections); read on every call. */
  deployments: () => Promise<Deployments | undefined>
}

/**
 * The configured chains (CHAIN_RPC_URLS and CHAINS_FILE), each with what the deployments file
 * lists for it. The deployments are read per call so contracts deployed after the server started
 * are seen.
 */
export function createChainRegistry({ chains, deployments }: ChainRegistryOptions): ChainRegistry {
  const list = async (): Promise<RegisteredChain[]> => {
    const deployed = (await deployments())?.chains ?? []
    return chains.map(({ chainId, rpcUrl, tokens = [] }) => {
      const deployment = deployed.find((entry) => entry.chainId === chainId)
      return {
        chainId,
        caipNetworkId: toCaipNetworkId('eip155', chainId),
        name: KNOWN_EVM_CHAINS[chainId] ?? `Chain ${chainId}`,
        rpcUrl,
        nativeCurrency: nativeCurrency(chainId),
        tokens: mergeTokens(tokens, deployment?.tokens ?? []),
        priceOracle: deployment?.priceOracle,
        collectibles: deployment?.collectibles ?? [],
      }
    })
  }
  return {
    list,
    get: async (chainId) => (await list()).find((chain) => chain.chainId === chainId),
  }
}

/** `listed`, then each token of `deployed` at an address `listed` does not have. */
function mergeTokens(
  listed: readonly TokenDeployment[],
  deployed: readonly TokenDeployment[],
): readonly TokenDeployment[] {
  if (listed.length === 0) return deployed
  const seen = new Set(listed.map((token) => token.address.toLowerCase()))
  return [...listed, ...deployed.filter((token) => !seen.has(token.address.toLowerCase()))]
}
