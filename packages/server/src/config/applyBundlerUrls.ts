import type { ConfiguredChain } from './applyChainsFile'

/**
 * The chains with the bundler URLs of CHAIN_BUNDLER_URLS: each listed chain gets its
 * `bundlerUrl`. Throws when a bundler is given for a chain that is not configured.
 */
export function applyBundlerUrls(
  chains: readonly ConfiguredChain[],
  bundlers: readonly { chainId: number; url: string }[],
): ConfiguredChain[] {
  for (const { chainId } of bundlers) {
    if (!chains.some((chain) => chain.chainId === chainId)) {
      throw new Error(
        `chain ${chainId} is not a configured chain (CHAIN_RPC_URLS, CHAINS_FILE): add it there or remove its bundler`,
      )
    }
  }
  return chains.map((chain) => {
    const bundler = bundlers.find((entry) => entry.chainId === chain.chainId)
    return bundler ? { ...chain, bundlerUrl: bundler.url } : { ...chain }
  })
}
