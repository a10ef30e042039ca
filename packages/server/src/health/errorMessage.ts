import { BaseError } from 'viem'

/** A one-line reason: viem's short message and details, else the error's message. */
export function errorMessage(error: unknown): string {
  if (error instanceof BaseError) {
    return error.details ? `${error.shortMessage} Details: ${error.details}` : error.shortMessage
  }
  if (error instanceof Error && error.message !== '') return error.message
  return String(error)
}
