import {
  APP_EVENT_RESULTS,
  APP_HANDSHAKE_TYPE,
  APP_MESSAGE_PREFIX,
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  appMessageSchema,
  FoyerError,
  FRAME_MESSAGE_PREFIX,
  type FrameEventPayload,
  type FrameEventType,
  frameErrorPayloadSchema,
  frameEventSchema,
  frameReplySchema,
  TIMED_APP_EVENTS,
} from '@foyer/protocol'
import { createStore, type Store } from '../store/createStore'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from './frameTimings'
import { hideFrame } from './frameVisibility'
import { PendingRequests } from './pendingRequests'

export type FrameStatus = 'idle' | 'loading' | 'ready' | 'failed'

export type FrameMessengerOptions = {
  /** The frame page, with its URL parameters (projectId, chainId, version, enableLogger, rpcUrl). */
  frameUrl: string
  /** A frame event and what it carries (SOCIAL_CALLBACK: the callback page's `uri`). */
  onEvent?(type: FrameEventType, payload?: FrameEventPayload): void
  document?: Document
  readyDelayMs?: number
  loadTimeoutMs?: number
  requestTimeoutMs?: number
}

export type FrameMessenger = {
  state: Pick<Store<{ status: FrameStatus }>, 'get' | 'subscribe'>
  /** The frame element once inserted (the ApproveTransaction view shows it). */
  iframe(): HTMLIFrameElement | undefined
  /** Inserts the frame and waits until it is ready (READY, handshake, then FRAME_READY_DELAY_MS). */
  load(): Promise<void>
  /** Sends one app event and resolves with its `_SUCCESS` payload. */
  call<T extends AppEventType>(type: T, payload: AppEventPayload<T>): Promise<AppEventResult<T>>
  /** Rejects pending requests as docs/product.md says (safe RPC requests go on). */
  abortPending(): void
  destroy(): void
}

/** The iframe's permissions policy: WebAuthn create and get for the frame's passkeys. */
const FRAME_ALLOW = 'publickey-credentials-create; publickey-credentials-get'

/**
 * The page's side of the embedded-wallet frame: inserts it only when asked, checks the origin and
 * source of its READY, hands it a MessagePort, then speaks the shared schemas over that port.
 */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const doc = options.document ?? document
  const frameOrigin = new URL(options.frameUrl).origin
  const state = createStore<{ status: FrameStatus }>({ status: 'idle' })
  const pending = new PendingRequests()
  let iframe: HTMLIFrameElement | undefined
  let port: MessagePort | undefined
  let loading: Promise<void> | undefined
  let destroyed = false

  function onReply(event: MessageEvent) {
    const frameEvent = frameEventSchema.safeParse(event.data)
    if (frameEvent.success) {
      const type = frameEvent.data.type.slice(FRAME_MESSAGE_PREFIX.length) as FrameEventType
      return options.onEvent?.(type, frameEvent.data.payload)
    }
    const reply = frameReplySchema.safeParse(event.data)
    if (!reply.success) return
    const request = pending.peek(reply.data.id)
    const expected = request && `${FRAME_MESSAGE_PREFIX}${request.type}`
    if (!request || !reply.data.type.startsWith(`${expected}_`)) return
    pending.take(reply.data.id)
    if (reply.data.type.endsWith('_ERROR')) {
      // The frame's code (an unknown or missing one is ERROR_OCCURRED), details and params.
      const error = frameErrorPayloadSchema.safeParse(reply.data.payload)
      if (!error.success) return request.reject(new FoyerError('ERROR_OCCURRED'))
      const { code, details, params } = error.data
      return request.reject(
        new FoyerError(code, { ...(details ? { details } : {}), ...(params ? { params } : {}) }),
      )
    }
    const result = APP_EVENT_RESULTS[request.type].safeParse(reply.data.payload)
    if (result.success) request.resolve(result.data)
    else request.reject(new FoyerError('ERROR_OCCURRED'))
  }

  function load(): Promise<void> {
    if (destroyed) return Promise.reject(new FoyerError('IFRAME_NOT_SET'))
    loading ??= new Promise<void>((resolve, reject) => {
      state.set({ status: 'loading' })
      const element = doc.createElement('iframe')
      element.src = options.frameUrl
      element.title = 'Foyer wallet'
      // Passkeys (WebAuthn) run inside the frame, on its own origin: a cross-origin frame may
      // create and use them only when the page delegates both (docs/security.md).
      element.setAttribute('allow', FRAME_ALLOW)
      hideFrame(element)
      iframe = element
      const window = doc.defaultView
      const fail = () => {
        window?.removeEventListener('message', onWindowMessage)
        state.set({ status: 'failed' })
        const error = new FoyerError('IFRAME_LOAD_FAILED')
        pending.rejectAll(error)
        reject(error)
      }
      const timer = setTimeout(fail, options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS)
      function onWindowMessage(event: MessageEvent) {
        if (event.origin !== frameOrigin || event.source !== element.contentWindow) return
        if (!frameEventSchema.safeParse(event.data).success) return
        if ((event.data as { type: string }).type !== `${FRAME_MESSAGE_PREFIX}READY`) return
        clearTimeout(timer)
        window?.removeEventListener('message', onWindowMessage)
        const channel = new MessageChannel()
        port = channel.port1
        port.onmessage = onReply
        element.contentWindow?.postMessage({ type: APP_HANDSHAKE_TYPE }, frameOrigin, [
          channel.port2,
        ])
        setTimeout(() => {
          state.set({ status: 'ready' })
          resolve()
        }, options.readyDelayMs ?? FRAME_READY_DELAY_MS)
      }
      window?.addEventListener('message', onWindowMessage)
      doc.body.append(element)
    })
    return loading
  }

  async function call<T extends AppEventType>(type: T, payload: AppEventPayload<T>) {
    const id = crypto.randomUUID()
    const message = { type: `${APP_MESSAGE_PREFIX}${type}`, id, payload }
    const valid = appMessageSchema.safeParse(message)
    if (!valid.success)
      throw new TypeError(`Invalid ${type} request: ${valid.error.issues[0]?.message}`)
    await load()
    if (!port || destroyed) throw new FoyerError('IFRAME_NOT_SET')
    return new Promise<AppEventResult<T>>((resolve, reject) => {
      const method = type === 'RPC_REQUEST' ? (payload as { method: string }).method : undefined
      const timer = TIMED_APP_EVENTS.includes(type)
        ? setTimeout(() => {
            pending.take(id)
            reject(new FoyerError('IFRAME_REQUEST_TIMEOUT'))
            pending.abort()
          }, options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS)
        : undefined
      pending.add(id, { type, method, resolve: resolve as (value: unknown) => void, reject, timer })
      port?.postMessage(valid.data)
    })
  }

  return {
    state: { get: state.get, subscribe: state.subscribe },
    iframe: () => iframe,
    load,
    call,
    abortPending: () => pending.abort(),
    destroy() {
      destroyed = true
      port?.close()
      iframe?.remove()
      iframe = undefined
      pending.rejectAll(new FoyerError('IFRAME_NOT_SET'))
    },
  }
}
