import type { FastifyServerOptions } from 'fastify'
import type { TrustProxy } from '../config/parseTrustProxy'

/** TRUST_PROXY as Fastify's `trustProxy` option (a hop count becomes the function it means). */
export function trustProxyOption(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy
  return (_address: string, hop: number) => hop < trustProxy
}
