import { FoyerError } from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'

/**
 * Refuses a dapp's wagmi config that lacks a chain for one of Foyer's eip155 networks (Foyer
 * could not switch to it, read it, or sign on it), naming each missing one.
 */
export function checkWagmiChains(
  config: Config,
  chains: readonly Pick<Chain, 'id' | 'name'>[],
): void {
  const configured = new Set(config.chains.map((chain) => chain.id))
  const missing = chains.filter((chain) => !configured.has(chain.id))
  if (missing.length === 0) return
  throw new FoyerError('WAGMI_CONFIG_MISSING_CHAINS', {
    params: { networks: missing.map((chain) => `${chain.name} (${chain.id})`).join(', ') },
  })
}
