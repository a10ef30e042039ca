import type { NamesError } from '@foyer/protocol'
import type { FastifyReply } from 'fastify'
import { ApiError } from '../http/apiError'

/**
 * Runs a name route's handler; an ApiError it throws is answered as the API's usual `{error}`
 * plus the `reasons` the product’s clients read (`reasons[0].description`). Other failures go
 * to the app's error handler (500 without details).
 */
export async function withReasons<T>(reply: FastifyReply, handler: () => Promise<T>) {
  try {
    return await handler()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const body: NamesError = {
      error: { code: error.code, message: error.message },
      reasons: [{ description: error.message }],
    }
    return reply.status(error.statusCode).send(body)
  }
}
