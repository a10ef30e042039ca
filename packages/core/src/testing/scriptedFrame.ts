import {
  APP_EVENT_PAYLOADS,
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  type ErrorCode,
  FoyerError,
} from '@foyer/protocol'

/** One request the page sent the frame, in the order sent. */
export type FrameCall = {
  [T in AppEventType]: { type: T; payload: AppEventPayload<T> }
}[AppEventType]

/** An answer the test settles later: the request stays pending until then. */
export type DeferredAnswer<T extends AppEventType> = {
  resolve(result: AppEventResult<T>): void
  /** Fails the request with the frame's error code (ERROR_OCCURRED unless told) and details. */
  reject(code?: ErrorCode, details?: string): void
  /** Whether a request has taken this answer (it was called). */
  readonly taken: boolean
}

type Answer =
  | { kind: 'result'; value: unknown }
  | { kind: 'error'; error: FoyerError }
  | { kind: 'deferred'; promise: Promise<unknown>; take(): void }

/**
 * A stand-in for the frame messenger's `call(type, payload)` in unit tests of the embedded
 * wallet: it records each request in order and answers each type from what the test queued for
 * it (a result, an error with the frame's code, or a deferred answer settled later), first
 * queued first used. A request with nothing queued is recorded in `unscripted` and fails, so a
 * test can tell that it was never meant to be sent; a payload the protocol schema refuses fails
 * with a TypeError, as the messenger's does. End-to-end tests use the real frame.
 */
export function createScriptedFrame() {
  const queues = new Map<AppEventType, Answer[]>()
  const calls: FrameCall[] = []
  const unscripted: AppEventType[] = []
  const invalid: AppEventType[] = []

  function queue(type: AppEventType, answer: Answer) {
    const list = queues.get(type) ?? []
    list.push(answer)
    queues.set(type, list)
  }

  function call<T extends AppEventType>(
    type: T,
    payload: AppEventPayload<T>,
  ): Promise<AppEventResult<T>> {
    calls.push({ type, payload } as FrameCall)
    // As the messenger does: a payload outside the protocol is refused, never sent.
    const valid = APP_EVENT_PAYLOADS[type].safeParse(payload)
    if (!valid.success) {
      invalid.push(type)
      return Promise.reject(
        new TypeError(`Invalid ${type} request: ${valid.error.issues[0]?.message}`),
      )
    }
    const answer = queues.get(type)?.shift()
    if (!answer) {
      unscripted.push(type)
      return Promise.reject(new Error(`scriptedFrame: no answer queued for ${type}`))
    }
    switch (answer.kind) {
      case 'result':
        return Promise.resolve(answer.value as AppEventResult<T>)
      case 'error':
        return Promise.reject(answer.error)
      case 'deferred':
        answer.take()
        return answer.promise as Promise<AppEventResult<T>>
    }
  }

  return {
    call,
    /** Every request sent, in order. */
    calls,
    /** Requests sent with no answer queued (each failed). */
    unscripted,
    /** Requests whose payload the protocol refuses (each failed with a TypeError, as sent). */
    invalid,
    /** The types of the requests sent, in order. */
    types: () => calls.map((entry) => entry.type),
    /** The payloads sent with `type`, in order. */
    payloads<T extends AppEventType>(type: T): AppEventPayload<T>[] {
      return calls
        .filter((entry) => entry.type === type)
        .map((entry) => entry.payload as AppEventPayload<T>)
    },
    /** Queues a `_SUCCESS` answer for the next `type` request. */
    answer<T extends AppEventType>(type: T, result: AppEventResult<T>) {
      queue(type, { kind: 'result', value: result })
    },
    /** Queues an `_ERROR` answer (the frame's code and details) for the next `type` request. */
    fail(type: AppEventType, code: ErrorCode = 'ERROR_OCCURRED', details?: string) {
      queue(type, { kind: 'error', error: frameError(code, details) })
    },
    /** Queues an answer the test settles later; `never` answers are just never settled. */
    defer<T extends AppEventType>(type: T): DeferredAnswer<T> {
      let resolve!: (value: unknown) => void
      let reject!: (error: unknown) => void
      const promise = new Promise<unknown>((res, rej) => {
        resolve = res
        reject = rej
      })
      let taken = false
      queue(type, {
        kind: 'deferred',
        promise,
        take: () => {
          taken = true
        },
      })
      return {
        resolve: (result) => resolve(result),
        reject: (code = 'ERROR_OCCURRED', details) => reject(frameError(code, details)),
        get taken() {
          return taken
        },
      }
    },
    /** How many answers queued for `type` are still unused. */
    queued: (type: AppEventType) => queues.get(type)?.length ?? 0,
  }
}

export type ScriptedFrame = ReturnType<typeof createScriptedFrame>

/** An `_ERROR` reply as the messenger rejects with it. */
function frameError(code: ErrorCode, details?: string): FoyerError {
  return new FoyerError(code, details ? { details } : {})
}
