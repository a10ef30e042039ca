import type { TokenDeployment } from '@foyer/protocol'
import type { ChainRpc } from './parseChainRpcUrls'
import type { ChainsFileEntry, SmartAccountContracts, SwapContracts } from './readChainsFile'

/** A chain the API serves: where it answers, and the token list CHAINS_FILE gives it. */
export interface ConfiguredChain extends ChainRpc {
  /** Tokens the balance route reads on this chain, besides the dev deployments' tokens. */
  tokens?: readonly TokenDeployment[]
  /** The chain's ERC-4337 bundler (CHAIN_BUNDLER_URLS; `npm start` gives its anvils a dev one). */
  bundlerUrl?: string
  /** Its smart account contracts as CHAINS_FILE lists them (a dev chain's are deployed). */
  smartAccounts?: SmartAccountContracts
  /** Its DEX router as CHAINS_FILE names it (a dev chain's is deployed). */
  swap?: SwapContracts
}

/**
 * CHAIN_RPC_URLS with CHAINS_FILE applied: a listed chain gets its token list; a chain only in
 * the file is added with the file's rpcUrl. Throws when a chain in the file has no rpcUrl and is
 * not in CHAIN_RPC_URLS, or when the two name different URLs for one chain.
 */
export function applyChainsFile(
  chains: readonly ChainRpc[],
  entries: readonly ChainsFileEntry[],
): ConfiguredChain[] {
  const result: ConfiguredChain[] = chains.map((chain) => ({ ...chain }))
  for (const { chainId, rpcUrl, tokens, smartAccounts, swap } of entries) {
    const listed = result.find((chain) => chain.chainId === chainId)
    if (listed) {
      if (rpcUrl !== undefined && rpcUrl !== listed.rpcUrl) {
        throw new Error(
          `chain ${chainId} has the rpcUrl ${rpcUrl} here but ${listed.rpcUrl} in CHAIN_RPC_URLS; give it in one place`,
        )
      }
      listed.tokens = tokens
      if (smartAccounts) listed.smartAccounts = smartAccounts
      if (swap) listed.swap = swap
    } else if (rpcUrl !== undefined) {
      result.push({
        chainId,
        rpcUrl,
        tokens,
        ...(smartAccounts ? { smartAccounts } : {}),
        ...(swap ? { swap } : {}),
      })
    } else {
      throw new Error(`chain ${chainId} has no rpcUrl here and is not in CHAIN_RPC_URLS`)
    }
  }
  return result
}
