import {
  APP_MESSAGE_PREFIX,
  type AppEventType,
  FRAME_MESSAGE_PREFIX,
  type FrameEventPayload,
  type FrameEventType,
  isFoyerError,
} from '@foyer/protocol'
import type { ScriptedFrame } from './scriptedFrame'

export type FramePage = {
  /** Sends a frame event (APPROVAL_REQUIRED with its kind, APPROVAL_DONE, ...) over the port. */
  emit(type: FrameEventType, payload?: FrameEventPayload): void
}

/**
 * Plays the frame page for the page's real messenger in jsdom (whose iframe loads nothing): once
 * the messenger has inserted `iframe`, announces READY from `origin`, takes the handshake's port
 * and answers every request from `frame` (a ScriptedFrame: its results as `_SUCCESS`, its errors
 * as `_ERROR` with their code). For tests of the embedded wallet as a whole (core's wallet, the
 * React views); the messenger's own tests speak the messages themselves.
 */
export function playFramePage(
  iframe: HTMLIFrameElement,
  frame: ScriptedFrame,
  origin: string,
): FramePage {
  const target = iframe.contentWindow
  if (!target) throw new Error('playFramePage: the iframe has no window')
  let port: MessagePort | undefined
  target.postMessage = ((_data: unknown, _origin: string, transfer?: Transferable[]) => {
    port = transfer?.[0] as MessagePort | undefined
    if (!port) return
    const reply = port
    reply.onmessage = async (event: MessageEvent<{ type: string; id: string; payload: never }>) => {
      const { type, id, payload } = event.data
      const name = type.slice(APP_MESSAGE_PREFIX.length) as AppEventType
      try {
        const result = await frame.call(name, payload)
        reply.postMessage({ type: `${FRAME_MESSAGE_PREFIX}${name}_SUCCESS`, id, payload: result })
      } catch (error) {
        const code = isFoyerError(error) ? error.code : 'ERROR_OCCURRED'
        reply.postMessage({
          type: `${FRAME_MESSAGE_PREFIX}${name}_ERROR`,
          id,
          payload: { code, message: String(error) },
        })
      }
    }
  }) as typeof target.postMessage
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: `${FRAME_MESSAGE_PREFIX}READY`, payload: { version: '0.0.0' } },
      origin,
      source: target,
    }),
  )
  return {
    emit(type, payload) {
      port?.postMessage({ type: `${FRAME_MESSAGE_PREFIX}${type}`, ...(payload ? { payload } : {}) })
    },
  }
}
