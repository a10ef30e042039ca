import Fastify, { type FastifyInstance } from 'fastify'
import type { LogLevel } from '../config/config'
import type { TrustProxy } from '../config/parseTrustProxy'
import { nodeIdHeader } from '../http/nodeIdHeader'
import { trustProxyOption } from '../http/trustProxyOption'
import type { Queryable } from '../store/database'
import { lastGoodFrameAncestors } from './lastGoodFrameAncestors'
import type { FrameFile } from './readFrameFiles'

export interface FrameAppOptions {
  /** readFrameFiles of the built frame page. */
  files: ReadonlyMap<string, FrameFile>
  db: Queryable
  logLevel: LogLevel
  trustProxy: TrustProxy
  nodeId: string | undefined
}

/**
 * The embedded-wallet frame page on its own origin (FRAME_ORIGIN) in production: the built files
 * and nothing else (GET/HEAD; `/` is index.html), each answer with `Content-Security-Policy:
 * frame-ancestors` of the page URL's project (frameAncestorsFor; `'none'` for anything without
 * one; while the database fails, the project's last answer of the past 24 h, see
 * lastGoodFrameAncestors), `nosniff`, and hashed assets cached for good while pages are
 * revalidated.
 */
export function createFrameApp(options: FrameAppOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: options.logLevel },
    trustProxy: trustProxyOption(options.trustProxy),
  })
  nodeIdHeader(app, options.nodeId)
  const frameAncestors = lastGoodFrameAncestors({
    db: options.db,
    warn: (message) => app.log.warn(message),
  })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://frame.invalid')
      const path = url.pathname === '/' ? '/index.html' : url.pathname
      const file = options.files.get(path)
      reply.header(
        'content-security-policy',
        await frameAncestors(url.searchParams.get('projectId')),
      )
      reply.header('x-content-type-options', 'nosniff')
      if (!file) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      }
      reply.header(
        'cache-control',
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      return reply.type(file.contentType).send(file.body)
    },
  })
  return app
}
