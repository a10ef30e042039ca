import { type Deployments, KNOWN_SOLANA_CHAINS, type SolanaTokenDeployment } from '@foyer/protocol'
import type { ConfiguredSolanaChain } from '../../config/parseSolanaRpcUrls'
import { DEPLOYMENTS_RECHECK_MS } from '../chainRegistry'
import type { NativeCurrency } from '../nativeCurrency'

/** SOL: 9 decimals (lamports). */
export const SOLANA_NATIVE_CURRENCY: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** One Solana network the chain data API serves. */
export interface RegisteredSolanaChain {
  caipNetworkId: `solana:${string}`
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
  /** The SPL tokens balances list (others an account holds are left out, as on EVM chains). */
  tokens: readonly SolanaTokenDeployment[]
  /**
   * The EVM chain whose price source prices this chain's assets: SOL as `native`, each token as
   * its `priceAs`. Undefined: no prices (value and price 0).
   */
  prices: { chainId: number; native?: `0x${string}` | undefined } | undefined
}

export interface SolanaChainRegistry {
  list(): Promise<RegisteredSolanaChain[]>
  get(caipNetworkId: string): Promise<RegisteredSolanaChain | undefined>
}

export interface SolanaChainRegistryOptions {
  /** SOLANA_RPC_URLS (`config.solanaChains`). */
  chains: readonly ConfiguredSolanaChain[]
  /** The dev deployments (the dev SVM's token list and prices); read again every `recheckMs`. */
  deployments: () => Promise<Deployments | undefined>
  recheckMs?: number
  now?: () => number
}

/**
 * The configured Solana chains, each with what the deployments file lists for it (the dev SVM's
 * FUSD and its prices). Read again once `recheckMs` has passed, like the EVM chain registry; a
 * failed read is not kept.
 */
export function createSolanaChainRegistry({
  chains,
  deployments,
  recheckMs = DEPLOYMENTS_RECHECK_MS,
  now = Date.now,
}: SolanaChainRegistryOptions): SolanaChainRegistry {
  const read = async (): Promise<RegisteredSolanaChain[]> => {
    const deployed = (await deployments())?.solana ?? []
    return chains.map(({ caipNetworkId, rpcUrl }) => {
      const deployment = deployed.find((entry) => entry.caipNetworkId === caipNetworkId)
      return {
        caipNetworkId,
        name: KNOWN_SOLANA_CHAINS[caipNetworkId] ?? caipNetworkId,
        rpcUrl,
        nativeCurrency: SOLANA_NATIVE_CURRENCY,
        tokens: deployment?.tokens ?? [],
        prices: deployment?.prices,
      }
    })
  }
  let kept: { chains: Promise<RegisteredSolanaChain[]>; until: number } | undefined
  const current = (): Promise<RegisteredSolanaChain[]> => {
    const at = now()
    if (!kept || at >= kept.until) {
      const entry = { chains: read(), until: at + recheckMs }
      kept = entry
      entry.chains.catch(() => {
        if (kept === entry) kept = undefined
      })
    }
    return kept.chains
  }
  return {
    list: async () => [...(await current())],
    get: async (caipNetworkId) =>
      (await current()).find((chain) => chain.caipNetworkId === caipNetworkId),
  }
}
