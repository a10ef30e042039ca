import { BUNDLER_METHODS, SMART_ACCOUNT_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { ChainRegistry } from '../chain/chainRegistry'
import { requireChain } from '../chain/requireChain'
import { answerRpc, type ProxiedMethods } from '../chain/rpc/answerRpc'
import { forwardRpc } from '../chain/rpc/forwardRpc'
import type { RpcPolicy } from '../chain/rpc/rpcPolicy'
import { ApiError } from '../http/apiError'
import { readBodyAsText } from '../http/readBodyAsText'
import { route } from '../http/route'

/** The bundler RPC the route passes on; a user operation is sent once, never retried. */
const BUNDLER: ProxiedMethods = {
  allowed: new Set(BUNDLER_METHODS),
  broadcast: new Set(['eth_sendUserOperation']),
}

/**
 * `POST /v1/bundler?chainId=eip155:31337`: the spec's bundler POST. The ERC-4337 bundler RPC of
 * BUNDLER_METHODS goes to the chain's bundler (CHAIN_BUNDLER_URLS, or the dev stack's), with the
 * RPC proxy's retry, timeout and batch rules; anything else is refused here (-32601), as is a
 * chain with no bundler (400 BUNDLER_UNAVAILABLE). The bundler's URL never reaches the caller.
 */
export async function bundlerRoute(
  app: FastifyInstance,
  { registry, policy }: { registry: ChainRegistry; policy: RpcPolicy },
): Promise<void> {
  await app.register(async (scope) => {
    readBodyAsText(scope)
    route(scope, SMART_ACCOUNT_ROUTES.bundler, async (request, reply) => {
      const { chainId } = request.query as Record<string, unknown>
      const chain = await requireChain(registry, chainId, { detailed: true })
      const { bundlerUrl } = chain
      if (!bundlerUrl) throw new ApiError(400, 'BUNDLER_UNAVAILABLE')
      const answer = await answerRpc(
        typeof request.body === 'string' ? request.body : '',
        (payload, { broadcast }) =>
          forwardRpc(bundlerUrl, payload, broadcast ? { ...policy, retryCount: 0 } : policy),
        `The bundler of chain ${chain.caipNetworkId}`,
        BUNDLER,
      )
      if (answer.statusCode !== 200) {
        request.log.warn({ chainId: chain.chainId, answer: answer.body }, 'bundler unavailable')
      }
      return reply
        .status(answer.statusCode)
        .type('application/json; charset=utf-8')
        .send(answer.body)
    })
  })
}
