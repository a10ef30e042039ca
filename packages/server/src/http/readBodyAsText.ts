import type { FastifyInstance } from 'fastify'

/**
 * Makes the routes of `scope` read every body as text, whatever its content type: a JSON-RPC
 * route answers a body that is not JSON with JSON-RPC's parse error (-32700), not an HTTP 400.
 */
export function readBodyAsText(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body)
  })
}
