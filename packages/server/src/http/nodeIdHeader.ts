import type { FastifyInstance } from 'fastify'

/** The header that names the node that answered (NODE_ID). */
export const NODE_ID_HEADER = 'x-foyer-node'

/**
 * Sends `X-Foyer-Node: <nodeId>` with every answer of `app` (the API, the relay's upgrade is
 * answered by ws and carries none), so that operators and the deployment test can tell the nodes
 * behind a proxy apart. Nothing without a node id.
 */
export function nodeIdHeader(app: FastifyInstance, nodeId: string | undefined) {
  if (nodeId === undefined) return
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(NODE_ID_HEADER, nodeId)
  })
}
