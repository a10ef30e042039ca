import {
  type AppEventType,
  EN_ERROR_MESSAGES,
  type ErrorCode,
  FRAME_MESSAGE_PREFIX,
  isErrorCode,
  isFoyerError,
} from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'

/** A frame → app reply: `{type:'@foyer-frame/X_SUCCESS'|'X_ERROR', id, payload}`. */
export type FrameHandlerReply = {
  type: `${typeof FRAME_MESSAGE_PREFIX}${AppEventType}_${'SUCCESS' | 'ERROR'}`
  id: string
  payload: unknown
}

/**
 * An `_ERROR` reply's payload: the code the app words from its locale table, the English message
 * for logs, and a detail from outside (a provider's reason) the app may show after its words.
 */
export type FrameErrorReplyPayload = {
  code: ErrorCode
  message: string
  details?: string
  /** The values of the code's `{name}` placeholders, so the app's words carry them too. */
  params?: Readonly<Record<string, string | number>>
}

const MAX_MESSAGE = 1000
const MAX_DETAILS = 500

export function successReply(event: AppEventType, id: string, payload: unknown): FrameHandlerReply {
  return { type: `${FRAME_MESSAGE_PREFIX}${event}_SUCCESS`, id, payload }
}

export function errorReply(event: AppEventType, id: string, error: unknown): FrameHandlerReply {
  return { type: `${FRAME_MESSAGE_PREFIX}${event}_ERROR`, id, payload: errorPayload(error) }
}

/**
 * The one place a failure becomes what the app is told: a FoyerError gives its code, message and
 * details; an API failure its code (the API's own, see API_ERROR_MESSAGES); anything else is
 * ERROR_OCCURRED. The message is the error's own text, for logs; the app words it by code.
 */
export function errorPayload(error: unknown): FrameErrorReplyPayload {
  const code: ErrorCode = isFoyerError(error)
    ? error.code
    : error instanceof ApiRequestError && isErrorCode(error.code)
      ? error.code
      : 'ERROR_OCCURRED'
  const message = error instanceof Error && error.message ? error.message : EN_ERROR_MESSAGES[code]
  const details = isFoyerError(error) ? error.details : undefined
  const params = isFoyerError(error) ? error.params : {}
  return {
    code,
    message: message.slice(0, MAX_MESSAGE),
    ...(details ? { details: details.slice(0, MAX_DETAILS) } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  }
}
