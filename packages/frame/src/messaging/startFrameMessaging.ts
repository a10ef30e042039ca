import {
  APP_HANDSHAKE_TYPE,
  type AppEventType,
  type AppMessage,
  appMessageSchema,
  FoyerError,
  FRAME_MESSAGE_PREFIX,
  type FrameEventPayload,
  type FrameEventType,
} from '@foyer/protocol'
import type { FrameHandler } from '../handler/createFrameHandler'
import { errorReply } from '../handler/frameReply'

/** The parts of the frame's window the messaging needs. */
export type FrameWindow = {
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export type MessagingRejection =
  | 'foreign-origin'
  | 'foreign-source'
  | 'invalid-handshake'
  | 'repeated-handshake'
  | 'invalid-message'
  | 'replayed-id'

/** What happened on the wire, for the logger and tests. Rejected messages are never acted on. */
export type MessagingEvent =
  | { type: 'ready' }
  | { type: 'handshake' }
  | { type: 'rejected'; reason: MessagingRejection }

export type FrameMessagingOptions = {
  window: FrameWindow
  /** The parent page's origin, already checked against the project's allowed origins. */
  parentOrigin: string
  handler: Pick<FrameHandler, 'handle'>
  version: string
  onEvent?: (event: MessagingEvent) => void
}

export type FrameMessaging = {
  /** Sends a frame event (APPROVAL_REQUIRED / APPROVAL_DONE / SOCIAL_CALLBACK) on the port, once connected. */
  sendEvent(type: Exclude<FrameEventType, 'READY'>, payload?: FrameEventPayload): void
  stop(): void
}

const MAX_REMEMBERED_IDS = 100_000

/**
 * The frame side of the channel: READY to the parent (explicit target origin), a single
 * handshake accepted only from the parent's origin and window, then every request over the
 * transferred MessagePort, validated, de-duplicated by id and answered exactly once.
 */
export function startFrameMessaging(options: FrameMessagingOptions): FrameMessaging {
  const { window, parentOrigin, handler } = options
  if (!isExactOrigin(parentOrigin)) throw new FoyerError('PARENT_ORIGIN_NOT_EXACT')
  const report = (event: MessagingEvent) => options.onEvent?.(event)
  const seenIds = new Set<string>()
  let port: MessagePort | undefined

  function onWindowMessage(event: MessageEvent) {
    if (event.origin !== parentOrigin) return report({ type: 'rejected', reason: 'foreign-origin' })
    if (event.source !== window.parent) {
      return report({ type: 'rejected', reason: 'foreign-source' })
    }
    if (port) return report({ type: 'rejected', reason: 'repeated-handshake' })
    const data: unknown = event.data
    const transferred = event.ports?.[0]
    if (
      typeof data !== 'object' ||
      data === null ||
      Object.keys(data).length !== 1 ||
      (data as { type?: unknown }).type !== APP_HANDSHAKE_TYPE ||
      !transferred ||
      event.ports.length !== 1
    ) {
      return report({ type: 'rejected', reason: 'invalid-handshake' })
    }
    port = transferred
    port.onmessage = onPortMessage
    port.start?.()
    report({ type: 'handshake' })
  }

  function onPortMessage(event: MessageEvent) {
    const parsed = appMessageSchema.safeParse(event.data)
    if (!parsed.success) return report({ type: 'rejected', reason: 'invalid-message' })
    const message = parsed.data as AppMessage
    if (seenIds.has(message.id)) return report({ type: 'rejected', reason: 'replayed-id' })
    remember(message.id)
    const replyPort = port
    handler
      .handle(message)
      .catch((error: unknown) =>
        errorReply(message.type.split('/')[1] as AppEventType, message.id, error),
      )
      .then((reply) => replyPort?.postMessage(reply))
  }

  function remember(id: string) {
    seenIds.add(id)
    if (seenIds.size > MAX_REMEMBERED_IDS) {
      const oldest = seenIds.values().next().value
      if (oldest !== undefined) seenIds.delete(oldest)
    }
  }

  window.addEventListener('message', onWindowMessage)
  window.parent.postMessage(
    { type: `${FRAME_MESSAGE_PREFIX}READY`, payload: { version: options.version } },
    parentOrigin,
  )
  report({ type: 'ready' })

  return {
    sendEvent(type, payload) {
      port?.postMessage({ type: `${FRAME_MESSAGE_PREFIX}${type}`, ...(payload ? { payload } : {}) })
    },
    stop() {
      window.removeEventListener('message', onWindowMessage)
      if (port) {
        port.onmessage = null
        port.close()
      }
    },
  }
}

function isExactOrigin(value: string): boolean {
  try {
    const { origin } = new URL(value)
    return origin !== 'null' && origin === value
  } catch {
    return false
  }
}
