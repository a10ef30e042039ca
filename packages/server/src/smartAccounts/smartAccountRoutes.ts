import type { FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import type { ChainRegistry } from '../chain/chainRegistry'
import type { RpcPolicy } from '../chain/rpc/rpcPolicy'
import type { Queryable } from '../store/database'
import { bundlerRoute } from './bundlerRoute'
import { paymasterRoute } from './paymasterRoute'
import { smartAccountNetworksRoute } from './smartAccountNetworksRoute'

export interface SmartAccountRoutesDeps {
  db: Queryable
  registry: ChainRegistry
  /** How the API calls the bundlers (the RPC proxy's policy). */
  policy: RpcPolicy
  /** The paymaster signer's key (PAYMASTER_SIGNER_KEY, or the dev key in dev mode). */
  paymasterSignerKey: Hex | undefined
  now?: () => Date
}

/**
 * Smart accounts (docs/product.md#smart-accounts): `GET /v1/smart-accounts`, the bundler RPC
 * `POST /v1/bundler` and the project's paymaster `POST /v1/paymaster`.
 */
export async function smartAccountRoutes(app: FastifyInstance, deps: SmartAccountRoutesDeps) {
  smartAccountNetworksRoute(app, { registry: deps.registry })
  await bundlerRoute(app, { registry: deps.registry, policy: deps.policy })
  await paymasterRoute(app, {
    db: deps.db,
    registry: deps.registry,
    signerKey: deps.paymasterSignerKey,
    ...(deps.now ? { now: deps.now } : {}),
  })
}
