import {
  APP_EVENT_RESULTS,
  type AppEventType,
  type AppMessage,
  frameReplySchema,
} from '@foyer/protocol'
import { IDBFactory } from 'fake-indexeddb'
import { expect, vi } from 'vitest'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { createFrameHandler, type FrameHandlerDeps } from '../handler/createFrameHandler'
import { createMemorySessionStore } from '../handler/sessionStore'
import { createDeviceShareStore } from '../keys/deviceShareStore'
import { createFakeFrameApi } from './createFakeFrameApi'

export const TEST_PROJECT_ID = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

export type FrameHandlerHarnessOptions = Partial<FrameHandlerDeps> & {
  server?: ReturnType<typeof createFakeFrameApi>
}

/**
 * A frame handler for the handler's tests: the fake server's API, real device-share storage
 * (fake-indexeddb, WebCrypto), sessions in memory, every approval granted; `overrides` replace
 * any of it. `send` plays the app (one message, one reply of the same id), `ok` expects the
 * `_SUCCESS` reply and gives its checked payload, `fails` expects `_ERROR` and gives its message.
 */
export function frameHandlerHarness(overrides: FrameHandlerHarnessOptions = {}) {
  const server = overrides.server ?? createFakeFrameApi()
  const approve = vi.fn(async (_request: ApprovalRequest) => true)
  const emit = vi.fn()
  const deps: FrameHandlerDeps = {
    api: server.api,
    deviceShares: createDeviceShareStore({
      indexedDB: new IDBFactory(),
      crypto: globalThis.crypto,
    }),
    sessions: createMemorySessionStore(),
    deviceId: crypto.randomUUID(),
    projectId: TEST_PROJECT_ID,
    chainId: 31337,
    approve,
    emit,
    ...overrides,
  }
  const handler = createFrameHandler(deps)
  async function send(type: AppEventType, payload: unknown = {}) {
    const id = crypto.randomUUID()
    const reply = await handler.handle({ type: `@foyer-app/${type}`, id, payload } as AppMessage)
    expect(frameReplySchema.parse(reply).id).toBe(id)
    return reply
  }
  async function ok<T = never>(type: AppEventType, payload: unknown = {}): Promise<T> {
    const reply = await send(type, payload)
    expect(reply.type, JSON.stringify(reply.payload)).toBe(`@foyer-frame/${type}_SUCCESS`)
    return APP_EVENT_RESULTS[type].parse(reply.payload) as T
  }
  async function fails(type: AppEventType, payload: unknown = {}) {
    const reply = await send(type, payload)
    expect(reply.type).toBe(`@foyer-frame/${type}_ERROR`)
    return (reply.payload as { message: string }).message
  }
  return { server, deps, handler, approve, emit, send, ok, fails }
}
