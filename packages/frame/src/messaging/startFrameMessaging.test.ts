import { APP_HANDSHAKE_TYPE, frameEventSchema, frameReplySchema } from '@foyer/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameHandlerReply } from '../handler/frameReply'
import { type MessagingEvent, startFrameMessaging } from './startFrameMessaging'
import { createTestWindow } from './testWindow'

const PARENT = 'http://app.foyer.localhost'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup() {
  const test = createTestWindow()
  const events: MessagingEvent[] = []
  const handle = vi.fn(
    async (message: { type: string; id: string }): Promise<FrameHandlerReply> => ({
      type: `@foyer-frame/${message.type.slice('@foyer-app/'.length)}_SUCCESS` as FrameHandlerReply['type'],
      id: message.id,
      payload: { chainId: 1 },
    }),
  )
  const messaging = startFrameMessaging({
    window: test.window,
    parentOrigin: PARENT,
    handler: { handle },
    version: '0.0.0',
    onEvent: (event) => events.push(event),
  })
  const channel = new MessageChannel()
  cleanups.push(() => {
    messaging.stop()
    channel.port1.close()
    channel.port2.close()
  })
  const replies: unknown[] = []
  channel.port2.onmessage = (event) => replies.push(event.data)
  const handshake = () =>
    test.dispatch({
      origin: PARENT,
      source: test.parent,
      data: { type: APP_HANDSHAKE_TYPE },
      ports: [channel.port1],
    })
  const request = (id = crypto.randomUUID()) => ({
    type: '@foyer-app/GET_CHAIN_ID',
    id,
    payload: {},
  })
  const nextReply = () =>
    new Promise<unknown>((resolve) => {
      const previous = channel.port2.onmessage
      channel.port2.onmessage = (event) => {
        previous?.call(channel.port2, event)
        channel.port2.onmessage = previous
        resolve(event.data)
      }
    })
  return { ...test, events, handle, messaging, channel, replies, handshake, request, nextReply }
}

describe('startFrameMessaging', () => {
  it('posts READY to the parent with its exact origin, never *', () => {
    const t = setup()
    expect(t.posted).toEqual([
      {
        message: { type: '@foyer-frame/READY', payload: { version: '0.0.0' } },
        targetOrigin: PARENT,
      },
    ])
    expect(frameEventSchema.parse(t.posted[0]?.message)).toBeTruthy()
  })

  it('refuses a parent origin that is not an exact origin', () => {
    const test = createTestWindow()
    for (const parentOrigin of ['*', 'http://a.test/', 'nope', 'null']) {
      expect(() =>
        startFrameMessaging({
          window: test.window,
          parentOrigin,
          handler: { handle: vi.fn() },
          version: '0',
        }),
      ).toThrow('exact origin')
    }
    expect(test.posted).toEqual([])
  })

  it('answers a request on the port after the handshake, exactly once', async () => {
    const t = setup()
    t.handshake()
    const reply = t.nextReply()
    const message = t.request()
    t.channel.port2.postMessage(message)
    expect(frameReplySchema.parse(await reply)).toEqual({
      type: '@foyer-frame/GET_CHAIN_ID_SUCCESS',
      id: message.id,
      payload: { chainId: 1 },
    })
    expect(t.events.map((e) => e.type)).toEqual(['ready', 'handshake'])
  })

  it('rejects handshakes from another origin, another source, or without a port', () => {
    const t = setup()
    const data = { type: APP_HANDSHAKE_TYPE }
    t.dispatch({ origin: 'http://evil.test', source: t.parent, data, ports: [t.channel.port1] })
    t.dispatch({ origin: PARENT, source: {}, data, ports: [t.channel.port1] })
    t.dispatch({ origin: PARENT, source: t.parent, data, ports: [] })
    t.dispatch({ origin: PARENT, source: t.parent, data: { type: 'x' }, ports: [t.channel.port1] })
    t.dispatch({
      origin: PARENT,
      source: t.parent,
      data: { type: APP_HANDSHAKE_TYPE, extra: 1 },
      ports: [t.channel.port1],
    })
    expect(t.events.slice(1)).toEqual([
      { type: 'rejected', reason: 'foreign-origin' },
      { type: 'rejected', reason: 'foreign-source' },
      { type: 'rejected', reason: 'invalid-handshake' },
      { type: 'rejected', reason: 'invalid-handshake' },
      { type: 'rejected', reason: 'invalid-handshake' },
    ])
  })

  it('accepts one handshake only', async () => {
    const t = setup()
    t.handshake()
    const second = new MessageChannel()
    cleanups.push(() => {
      second.port1.close()
      second.port2.close()
    })
    t.dispatch({
      origin: PARENT,
      source: t.parent,
      data: { type: APP_HANDSHAKE_TYPE },
      ports: [second.port1],
    })
    expect(t.events.at(-1)).toEqual({ type: 'rejected', reason: 'repeated-handshake' })
    second.port2.postMessage(t.request())
    const reply = t.nextReply()
    t.channel.port2.postMessage(t.request())
    await reply
    expect(t.handle).toHaveBeenCalledTimes(1)
  })

  it('drops invalid messages and replayed ids', async () => {
    const t = setup()
    t.handshake()
    const message = t.request()
    t.channel.port2.postMessage({ type: '@foyer-app/GET_CHAIN_ID', id: 'not-a-uuid', payload: {} })
    t.channel.port2.postMessage('hello')
    const first = t.nextReply()
    t.channel.port2.postMessage(message)
    await first
    t.channel.port2.postMessage(message)
    const sentinel = t.nextReply()
    t.channel.port2.postMessage(t.request())
    await sentinel
    expect(t.handle).toHaveBeenCalledTimes(2)
    expect(t.events.filter((e) => e.type === 'rejected')).toEqual([
      { type: 'rejected', reason: 'invalid-message' },
      { type: 'rejected', reason: 'invalid-message' },
      { type: 'rejected', reason: 'replayed-id' },
    ])
  })

  it('turns a handler that throws into one error reply', async () => {
    const t = setup()
    t.handle.mockRejectedValueOnce(new Error('boom'))
    t.handshake()
    const reply = t.nextReply()
    const message = t.request()
    t.channel.port2.postMessage(message)
    expect(await reply).toEqual({
      type: '@foyer-frame/GET_CHAIN_ID_ERROR',
      id: message.id,
      payload: { code: 'ERROR_OCCURRED', message: 'boom' },
    })
  })

  it('sends frame events on the port, and nothing before the handshake', async () => {
    const t = setup()
    t.messaging.sendEvent('APPROVAL_REQUIRED')
    t.handshake()
    const event = t.nextReply()
    t.messaging.sendEvent('APPROVAL_DONE')
    expect(frameEventSchema.parse(await event)).toEqual({ type: '@foyer-frame/APPROVAL_DONE' })
  })

  it('stop() removes the window listener', () => {
    const t = setup()
    t.messaging.stop()
    expect(t.listeners.size).toBe(0)
  })
})
