import type { ChainDeployment } from '@foyer/protocol'
import { type ChainRegistry, createChainRegistry } from '../../chainRegistry'

/** A chain registry of these chains with their deployments (`withTokens: false` hides the lists). */
export function testRegistry(
  deployments: readonly ChainDeployment[],
  { withTokens = true }: { withTokens?: boolean } = {},
): ChainRegistry {
  return createChainRegistry({
    chains: deployments.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    deployments: async () => ({
      chains: deployments.map((deployment) =>
        withTokens ? deployment : { ...deployment, tokens: [], collectibles: [] },
      ),
    }),
  })
}
