import { APP_EVENT_TYPES, APP_HANDSHAKE_TYPE, appMessageSchema } from '@foyer/protocol'
import { IDBFactory } from 'fake-indexeddb'
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createFrameHandler, type FrameHandler } from '../handler/createFrameHandler'
import { createMemorySessionStore } from '../handler/sessionStore'
import { createDeviceShareStore } from '../keys/deviceShareStore'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { startFrameMessaging } from './startFrameMessaging'
import { createTestWindow } from './testWindow'

const PARENT = 'http://app.foyer.localhost'
const approve = vi.fn(async () => true)
let handler: FrameHandler
let address: string
let solanaAddress: string

beforeAll(async () => {
  handler = createFrameHandler({
    api: createFakeFrameApi().api,
    deviceShares: createDeviceShareStore({
      indexedDB: new IDBFactory(),
      crypto: globalThis.crypto,
    }),
    sessions: createMemorySessionStore(),
    deviceId: crypto.randomUUID(),
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
    chainId: 31337,
    approve,
  })
  const send = (type: string, payload: unknown) =>
    handler.handle(appMessageSchema.parse({ type, id: crypto.randomUUID(), payload }) as never)
  await send('@foyer-app/CONNECT_EMAIL', { email: 'ada@example.com' })
  await send('@foyer-app/CONNECT_OTP', { otp: '123456' })
  const user = await send('@foyer-app/GET_USER', {})
  address = (user.payload as { address: string }).address
  solanaAddress = (user.payload as { solanaAddress: string }).solanaAddress
})

/**
 * A signing request that would be acted on if it arrived validly on the accepted port: an EVM
 * personal_sign, or (`solana`) a solana_signMessage of the wallet's Solana account.
 */
const signRequest = (id: string, solana = false) => ({
  type: '@foyer-app/RPC_REQUEST',
  id,
  payload: solana
    ? {
        method: 'solana_signMessage',
        params: { message: '2g', pubkey: solanaAddress },
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        chainNamespace: 'solana',
        rpcUrl: 'http://127.0.0.1:1',
      }
    : {
        method: 'personal_sign',
        params: ['0x01', address],
        chainId: 31337,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:1',
      },
})

const malformed = fc
  .oneof(
    fc.anything(),
    fc.record(
      {
        type: fc.constantFrom(
          ...APP_EVENT_TYPES.map((type) => `@foyer-app/${type}`),
          '@foyer-frame/RPC_REQUEST',
          'RPC_REQUEST',
          APP_HANDSHAKE_TYPE,
        ),
        id: fc.oneof(fc.string(), fc.uuid(), fc.integer()),
        payload: fc.anything(),
      },
      { requiredKeys: [] },
    ),
    fc
      .tuple(fc.uuid(), fc.integer({ min: 0, max: 6 }), fc.boolean())
      .map(([id, mutation, solana]) => {
        const message = signRequest(id, solana) as Record<string, unknown> & {
          payload: Record<string, unknown>
        }
        if (mutation === 0) return { ...message, extra: true }
        if (mutation === 1)
          return { ...message, payload: { ...message.payload, rpcUrl: 'not a url' } }
        if (mutation === 2)
          return { ...message, payload: { ...message.payload, chainNamespace: 'x' } }
        if (mutation === 3) return { ...message, payload: { ...message.payload, method: '' } }
        if (mutation === 4) return { ...message, id: `${id}x` }
        if (mutation === 5) return { ...message, payload: { ...message.payload, sneaky: 1 } }
        return { type: message.type, id }
      }),
  )
  .filter((message) => !appMessageSchema.safeParse(message).success)

const foreignOrigin = fc
  .oneof(
    fc.webUrl().map((url) => new URL(url).origin),
    fc.constantFrom(
      'http://evil.foyer.localhost',
      'https://app.foyer.localhost',
      'http://app.foyer.localhost:8080',
      'null',
      '',
      '*',
    ),
  )
  .filter((origin) => origin !== PARENT)

const attack = fc.oneof(
  fc.record({ kind: fc.constant('foreign-origin' as const), origin: foreignOrigin }),
  fc.record({
    kind: fc.constant('foreign-source' as const),
    source: fc.constantFrom<unknown>(null, {}, 'parent', { postMessage() {} }),
  }),
  fc.record({ kind: fc.constant('malformed' as const), message: malformed }),
  fc.record({ kind: fc.constant('replay' as const) }),
  fc.record({ kind: fc.constant('second-handshake' as const) }),
  fc.record({ kind: fc.constant('window-request' as const) }),
)

describe('frame messaging (property)', () => {
  it('rejects foreign origins, foreign sources, malformed payloads, replayed ids and second handshakes; nothing is signed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(attack, { maxLength: 8 }),
        fc.array(attack, { maxLength: 4 }),
        async (attacks, before) => {
          approve.mockClear()
          const test = createTestWindow()
          const handle = vi.fn(handler.handle)
          const messaging = startFrameMessaging({
            window: test.window,
            parentOrigin: PARENT,
            handler: { handle },
            version: '0.0.0',
          })
          const channel = new MessageChannel()
          const extraPorts: MessagePort[] = []
          const newPort = () => {
            const other = new MessageChannel()
            extraPorts.push(other.port1, other.port2)
            return other
          }
          const replies = new Map<string, unknown>()
          let onReply: (() => void) | undefined
          channel.port2.onmessage = (event) => {
            replies.set((event.data as { id: string }).id, event.data)
            onReply?.()
          }
          const run = (step: (typeof attacks)[number]) => {
            if (step.kind === 'foreign-origin' || step.kind === 'foreign-source') {
              const other = newPort()
              test.dispatch({
                origin: step.kind === 'foreign-origin' ? step.origin : PARENT,
                source: step.kind === 'foreign-source' ? step.source : test.parent,
                data: { type: APP_HANDSHAKE_TYPE },
                ports: [other.port1],
              })
              other.port2.postMessage(signRequest(crypto.randomUUID()))
              other.port2.postMessage(signRequest(crypto.randomUUID(), true))
            } else if (step.kind === 'second-handshake') {
              const other = newPort()
              test.dispatch({
                origin: PARENT,
                source: test.parent,
                data: { type: APP_HANDSHAKE_TYPE },
                ports: [other.port1],
              })
              other.port2.postMessage(signRequest(crypto.randomUUID()))
              other.port2.postMessage(signRequest(crypto.randomUUID(), true))
            } else if (step.kind === 'window-request') {
              test.dispatch({
                origin: PARENT,
                source: test.parent,
                data: signRequest(crypto.randomUUID()),
              })
              test.dispatch({
                origin: PARENT,
                source: test.parent,
                data: signRequest(crypto.randomUUID(), true),
              })
            } else if (step.kind === 'replay') {
              channel.port2.postMessage(signRequest(usedId))
              channel.port2.postMessage(signRequest(usedId, true))
            } else {
              try {
                channel.port2.postMessage(step.message)
              } catch {
                // not structured-cloneable: a page could not send it either
              }
            }
          }
          // Before the handshake: foreign handshakes and stray window messages must not take over.
          const usedId = crypto.randomUUID()
          for (const step of before) {
            if (
              step.kind !== 'second-handshake' &&
              step.kind !== 'replay' &&
              step.kind !== 'malformed'
            )
              run(step)
          }
          // The accepted first exchange: one safe request whose id attackers then replay.
          test.dispatch({
            origin: PARENT,
            source: test.parent,
            data: { type: APP_HANDSHAKE_TYPE },
            ports: [channel.port1],
          })
          const expectedIds = [usedId]
          channel.port2.postMessage({ type: '@foyer-app/GET_CHAIN_ID', id: usedId, payload: {} })
          try {
            for (const step of attacks) run(step)
            const sentinel = crypto.randomUUID()
            expectedIds.push(sentinel)
            await new Promise<void>((resolve, reject) => {
              const timer = setTimeout(
                () => reject(new Error('the accepted port got no reply')),
                2000,
              )
              onReply = () => {
                if (replies.has(sentinel)) {
                  clearTimeout(timer)
                  resolve()
                }
              }
              channel.port2.postMessage({
                type: '@foyer-app/GET_CHAIN_ID',
                id: sentinel,
                payload: {},
              })
            })
            await new Promise((resolve) => setTimeout(resolve, 1))
            expect(approve).not.toHaveBeenCalled()
            expect(handle.mock.calls.map(([message]) => message.id)).toEqual(expectedIds)
            expect([...replies.keys()]).toEqual(expectedIds)
          } finally {
            messaging.stop()
            channel.port1.close()
            channel.port2.close()
            for (const port of extraPorts) port.close()
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
