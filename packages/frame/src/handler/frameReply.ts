import { type AppEventType, FRAME_MESSAGE_PREFIX } from '@foyer/protocol'

/** A frame → app reply: `{type:'@foyer-frame/X_SUCCESS'|'X_ERROR', id, payload}`. */
export type FrameHandlerReply = {
  type: `${typeof FRAME_MESSAGE_PREFIX}${AppEventType}_${'SUCCESS' | 'ERROR'}`
  id: string
  payload: unknown
}

export function successReply(event: AppEventType, id: string, payload: unknown): FrameHandlerReply {
  return { type: `${FRAME_MESSAGE_PREFIX}${event}_SUCCESS`, id, payload }
}

export function errorReply(event: AppEventType, id: string, error: unknown): FrameHandlerReply {
  const message = error instanceof Error && error.message ? error.message : 'An error occurred'
  return {
    type: `${FRAME_MESSAGE_PREFIX}${event}_ERROR`,
    id,
    payload: { message: message.slice(0, 1000) },
  }
}
