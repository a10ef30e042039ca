import { strings } from '../strings'
import { TimeoutError } from './withTimeout'

/** A failure's text for a notice. */
export function reason(error: unknown): string {
  if (error instanceof TimeoutError) return strings.timedOut(error.ms / 1000)
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message)
  }
  return String(error)
}
