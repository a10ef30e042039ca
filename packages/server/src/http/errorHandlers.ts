import { formatErrorMessage } from '@foyer/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './apiError'

/** The wire shape of every failure; `code` is an ApiErrorAnswerCode, or Fastify's own `FST_…`. */
export interface ErrorBody {
  error: { code: string; message: string }
}

function body(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

/**
 * Lets a page read an error's status even when the request failed before CORS ran (an unknown
 * project, a database outage): the body holds no data and no credentials are allowed, so the
 * client can tell 403 from 5xx as the product’s error mapping needs.
 */
function exposeToOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin
  if (!origin || reply.hasHeader('access-control-allow-origin')) return
  reply.header('access-control-allow-origin', origin)
  reply.header('access-control-expose-headers', 'Retry-After')
  reply.header('vary', 'Origin')
}

/** JSON errors everywhere, never an HTML page or a stack trace. */
export function errorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    exposeToOrigin(request, reply)
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url}`))
  })
  app.setErrorHandler((error, request, reply) => {
    exposeToOrigin(request, reply)
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(body(error.code, error.message))
    }
    const { statusCode, code, message } = error as {
      statusCode?: number
      code?: string
      message?: string
    }
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply
        .status(statusCode)
        .send(body(code ?? 'BAD_REQUEST', message ?? formatErrorMessage('BAD_REQUEST')))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(body('INTERNAL_ERROR', formatErrorMessage('INTERNAL_ERROR')))
  })
}
