import type { FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import type { RpcPolicy } from '../chain/rpc/rpcPolicy'
import type { Queryable } from '../store/database'
import { bundlerRoute } from './bundlerRoute'
import { paymasterRoute } from './paymasterRoute'
import { revokeSessionRoute } from './revokeSessionRoute'
import { sessionsRoute } from './sessionsRoute'
import { smartAccountNetworksRoute } from './smartAccountNetworksRoute'

export interface SmartAccountRoutesDeps {
  db: Queryable
  registry: ChainRegistry
  /** The app's viem clients (the sessions are read with them). */
  clients: ChainClients
  /** How the API calls the bundlers and the relayer the nodes (the RPC proxy's policy). */
  policy: RpcPolicy
  /** The paymaster signer's key (PAYMASTER_SIGNER_KEY, or the dev key in dev mode). */
  paymasterSignerKey: Hex | undefined
  /** The relayer's key (RELAYER_KEY, or the dev key in dev mode). */
  relayerKey: Hex | undefined
  now?: () => Date
}

/**
 * Smart accounts (docs/product.md#smart-accounts): `GET /v1/smart-accounts`, the bundler RPC
 * `POST /v1/bundler`, the project's paymaster `POST /v1/paymaster`, and the accounts' session
 * keys: `GET /v1/sessions/:address` and `POST /v1/sessions/:address/revoke` (the relayer).
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
  sessionsRoute(app, { registry: deps.registry, clients: deps.clients })
  revokeSessionRoute(app, {
    registry: deps.registry,
    clients: deps.clients,
    policy: deps.policy,
    relayerKey: deps.relayerKey,
  })
}
