import { CHAIN_DATA_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { readBodyAsText } from '../../http/readBodyAsText'
import { route } from '../../http/route'
import type { ChainRegistry } from '../chainRegistry'
import { requireChain } from '../requireChain'
import { answerRpc } from './answerRpc'
import { forwardRpc } from './forwardRpc'
import type { RpcPolicy } from './rpcPolicy'

export interface RpcProxyRouteDeps {
  registry: ChainRegistry
  policy: RpcPolicy
}

/**
 * `POST /v1?chainId=eip155:31337` (or `chainId=31337`): the JSON-RPC proxy the dapp page and the
 * embedded-wallet frame call (docs/product.md, "a wallet RPC service with chainId and projectId query
 * params"). Reads and raw-transaction broadcasts go to the chain's node with the product’s retry,
 * timeout and batch limits (answerRpc, forwardRpc); everything else is answered here. The body is
 * read as text whatever its content type, so that a body that is not JSON gets the JSON-RPC
 * parse error (-32700) rather than an HTTP 400.
 */
export async function rpcProxyRoute(
  app: FastifyInstance,
  { registry, policy }: RpcProxyRouteDeps,
): Promise<void> {
  await app.register(async (scope) => {
    readBodyAsText(scope)
    route(scope, CHAIN_DATA_ROUTES.rpcProxy, async (request, reply) => {
      const { chainId } = request.query as Record<string, unknown>
      const chain = await requireChain(registry, chainId, { detailed: true })
      const text = typeof request.body === 'string' ? request.body : ''
      const answer = await answerRpc(
        text,
        // A broadcast that timed out may have reached the node: sending it again would answer
        // "already known" or "nonce too low" for a transaction that went out.
        (payload, { broadcast }) =>
          forwardRpc(chain.rpcUrl, payload, broadcast ? { ...policy, retryCount: 0 } : policy),
        `The node of chain ${chain.caipNetworkId}`,
      )
      if (answer.statusCode !== 200) {
        request.log.warn({ chainId: chain.chainId, answer: answer.body }, 'chain node unavailable')
      }
      return reply
        .status(answer.statusCode)
        .type('application/json; charset=utf-8')
        .send(answer.body)
    })
  })
}
