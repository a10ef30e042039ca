import { FRAME_ERRORS } from '../frame/frameErrors'

/** What a failed frame request tells the visitor: its message, or the spec's generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FRAME_ERRORS.errorOccurred
}
