import {
  APP_EVENT_RESULTS,
  type AppEventType,
  type AppMessage,
  type ErrorCode,
  frameErrorPayloadSchema,
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
  /** The RPC URL of `rpc` requests (a test chain); by default one nothing listens on. */
  rpcUrl?: string
}

/**
 * A frame handler for the handler's tests: the fake server's API, real device-share storage
 * (fake-indexeddb, WebCrypto), sessions in memory, every approval granted; `overrides` replace
 * any of it. `send` plays the app (one message, one reply of the same id), `ok` expects the
 * `_SUCCESS` reply and gives its checked payload, `failure` expects `_ERROR` and gives its checked
 * payload (`fails` its code, the words the app shows; `failMessage` its message, for logs);
 * `login` signs in by email and `rpc` builds an RPC_REQUEST payload.
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
  async function failure(type: AppEventType, payload: unknown = {}) {
    const reply = await send(type, payload)
    expect(reply.type).toBe(`@foyer-frame/${type}_ERROR`)
    return frameErrorPayloadSchema.parse(reply.payload)
  }
  async function fails(type: AppEventType, payload: unknown = {}): Promise<ErrorCode> {
    return (await failure(type, payload)).code
  }
  async function failMessage(type: AppEventType, payload: unknown = {}) {
    return (await failure(type, payload)).message
  }
  /** Signs in by email (code 123456); the wallet's address. */
  async function login(email = 'ada@example.com') {
    expect(await ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await ok('CONNECT_OTP', { otp: '123456' })
    const user: { address: `0x${string}` } = await ok('GET_USER', {})
    return user.address
  }
  /** An RPC_REQUEST payload on `rpcUrl`. */
  const rpc = (method: string, params?: unknown, chainId: string | number = 31337) => ({
    method,
    ...(params === undefined ? {} : { params }),
    chainId,
    chainNamespace: 'eip155',
    rpcUrl: overrides.rpcUrl ?? 'http://127.0.0.1:1',
  })
  return { server, deps, handler, approve, emit, send, ok, failure, fails, failMessage, login, rpc }
}
