import {
  type CaipNetworkId,
  type CollectibleDeployment,
  type Deployments,
  KNOWN_EVM_CHAINS,
  type SwapDeployment,
  type TokenDeployment,
  toCaipNetworkId,
} from '@foyer/protocol'
import type { ConfiguredChain } from '../config/applyChainsFile'
import type { SmartAccountContracts, SwapContracts } from '../config/readChainsFile'
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
  /** The chain's ERC-4337 bundler (CHAIN_BUNDLER_URLS, or the dev stack's), if it has one. */
  bundlerUrl: string | undefined
  /**
   * The chain's EntryPoint, FoyerAccount factory, paymaster and EIP-7702 delegation, if known:
   * CHAINS_FILE's, else the dev deployment's.
   */
  smartAccounts: SmartAccountContracts | undefined
  /** The DEX router the swap API quotes with: CHAINS_FILE's, else the dev deployment's. */
  swap: SwapContracts | undefined
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
  /**
   * The dev deployments (token lists, price oracle, collections); read again at most every
   * `recheckMs`.
   */
  deployments: () => Promise<Deployments | undefined>
  /** How long a read of the deployments is used; default DEPLOYMENTS_RECHECK_MS. */
  recheckMs?: number
  /** The clock of the recheck (tests move it). */
  now?: () => number
}

/**
 * How long the chains are answered from one read of the deployments. Short, so that contracts
 * deployed after the server started (the dev stack rewrites `deployments.json`) are seen a moment
 * later; long enough that a busy route does not read and check the file on every request.
 */
export const DEPLOYMENTS_RECHECK_MS = 1_000

/**
 * The configured chains (CHAIN_RPC_URLS and CHAINS_FILE), each with what the deployments file
 * lists for it. The deployments are read again once `recheckMs` has passed since the last read,
 * so contracts deployed after the server started are seen; a failed read is not kept.
 */
export function createChainRegistry({
  chains,
  deployments,
  recheckMs = DEPLOYMENTS_RECHECK_MS,
  now = Date.now,
}: ChainRegistryOptions): ChainRegistry {
  const read = async (): Promise<RegisteredChain[]> => {
    const deployed = (await deployments())?.chains ?? []
    return chains.map(({ chainId, rpcUrl, tokens = [], bundlerUrl, smartAccounts, swap }) => {
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
        bundlerUrl,
        smartAccounts: smartAccounts ?? deployment?.smartAccounts,
        swap: swap ?? deployedSwap(deployment?.swap),
      }
    })
  }
  let kept: { chains: Promise<RegisteredChain[]>; until: number } | undefined
  const current = (): Promise<RegisteredChain[]> => {
    const at = now()
    if (!kept || at >= kept.until) {
      const reading = read()
      const entry = { chains: reading, until: at + recheckMs }
      kept = entry
      reading.catch(() => {
        if (kept === entry) kept = undefined
      })
    }
    return kept.chains
  }
  return {
    // A copy: callers may change the list they get, never the kept one.
    list: async () => [...(await current())],
    get: async (chainId) => (await current()).find((chain) => chain.chainId === chainId),
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

/** The dev deployment's routers as CHAINS_FILE would name them. */
function deployedSwap(swap: SwapDeployment | undefined): SwapContracts | undefined {
  if (!swap) return undefined
  const { router, v3 } = swap
  return { routerV2: router, ...(v3 ? { routerV3: v3.router, quoterV3: v3.quoter } : {}) }
}
