import type { FastifyInstance } from 'fastify'
import { ApiError } from './apiError'

export interface ErrorBody {
  error: { code: string; message: string }
}

function body(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

/** JSON errors everywhere, never an HTML page or a stack trace. */
export function errorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url}`))
  })
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(body(error.code, error.message))
    }
    const { statusCode, code, message } = error as {
      statusCode?: number
      code?: string
      message?: string
    }
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send(body(code ?? 'BAD_REQUEST', message ?? 'Bad request'))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(body('INTERNAL_ERROR', 'Internal server error'))
  })
}
