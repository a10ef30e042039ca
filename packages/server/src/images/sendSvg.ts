import type { FastifyReply, FastifyRequest } from 'fastify'
import { etagMatches } from './etagMatches'
import type { SvgImage } from './svgImage'

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400'

/**
 * Answers with the image, or 304 Not Modified when the request's If-None-Match names its ETag.
 * The SVG is only ever shown as an image: it may run nothing and load nothing.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, image: SvgImage) {
  reply
    .header('etag', image.etag)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send()
  return reply.type('image/svg+xml').send(image.body)
}
