import {
  type GasSponsorshipPolicy,
  SMART_ACCOUNT_ROUTES,
  type SmartAccountNetworksResponse,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { ChainRegistry, RegisteredChain } from '../chain/chainRegistry'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import { effectiveFeatures } from '../projects/effectiveFeatures'
import type { Project } from '../projects/project'

/** The project's gas sponsorship (its `gasSponsorship` feature, or the default: off). */
export function projectSponsorship(project: Project): {
  isEnabled: boolean
  config: GasSponsorshipPolicy
} {
  const feature = effectiveFeatures(project.features).features.find(
    (entry) => entry.id === 'gasSponsorship',
  )
  if (feature?.id !== 'gasSponsorship') throw new Error('gasSponsorship has no default')
  return feature
}

/** A chain where smart accounts work: a bundler, and FoyerAccount's factory deployed. */
export function smartAccountChain(chain: RegisteredChain) {
  const { bundlerUrl, smartAccounts } = chain
  return bundlerUrl && smartAccounts?.foyerAccountFactory
    ? { ...chain, bundlerUrl, smartAccounts }
    : undefined
}

/**
 * `GET /v1/smart-accounts`: the networks where the embedded wallet's smart accounts work (each
 * with its EntryPoint, account factory, EIP-7702 delegation and paymaster) and the project's gas
 * sponsorship. The frame answers GET_SMART_ACCOUNT_ENABLED_NETWORKS from it.
 */
export function smartAccountNetworksRoute(
  app: FastifyInstance,
  { registry }: { registry: ChainRegistry },
) {
  route(
    app,
    SMART_ACCOUNT_ROUTES.networks,
    async (request): Promise<SmartAccountNetworksResponse> => {
      const { isEnabled, config } = projectSponsorship(requestProject(request))
      const networks = (await registry.list()).flatMap((entry) => {
        const chain = smartAccountChain(entry)
        if (!chain) return []
        const { entryPoint, foyerAccountFactory, simple7702Account, paymaster } =
          chain.smartAccounts
        return [
          {
            chainId: chain.chainId,
            entryPoint,
            accountFactory: foyerAccountFactory,
            delegation: simple7702Account ?? null,
            paymaster: paymaster ?? null,
          },
        ]
      })
      return { networks, sponsorship: { isEnabled, policy: config } }
    },
  )
}
