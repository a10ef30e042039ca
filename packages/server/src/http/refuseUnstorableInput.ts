import type { FastifyInstance } from 'fastify'
import { ApiError } from './apiError'

/** A control character (C0 or DEL), raw or percent-encoded, anywhere in a URL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i

/**
 * Refuses, with 400 INVALID_PARAMS, what no route takes and the database cannot store, before any
 * route sees it: a URL (path or query) holding a control character, and a JSON body holding a NUL
 * anywhere in a string or key (Postgres text cannot hold one: the insert would fail with a 500).
 * JSON is parsed by Fastify's own parser (its prototype-poisoning checks) and then walked.
 */
export function refuseUnstorableInput(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (CONTROL_IN_URL.test(request.url)) {
      throw new ApiError(400, 'INVALID_PARAMS', {
        details: 'control characters are not accepted in the URL',
      })
    }
  })
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined)
      if (holdsNul(value)) {
        return done(
          new ApiError(400, 'INVALID_PARAMS', { details: 'NUL characters are not accepted' }),
          undefined,
        )
      }
      done(null, value)
    })
  })
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))
  }
  return false
}
