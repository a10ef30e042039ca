// @vitest-environment jsdom
import { APP_HANDSHAKE_TYPE } from '@foyer/protocol'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { createDeviceShareStore } from '../keys/deviceShareStore'
import { createTestWindow } from '../messaging/testWindow'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { STORAGE_DENIED_MESSAGE, startFramePage } from './startFramePage'

const PARENT = 'http://app.foyer.localhost'
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  localStorage.clear()
})

function setup(options: { allowed?: string[]; storage?: () => Storage; parent?: string[] } = {}) {
  document.body.innerHTML = '<main id="root"></main>'
  const root = document.getElementById('root') as HTMLElement
  const test = createTestWindow()
  const server = createFakeFrameApi({ allowedOrigins: options.allowed ?? [PARENT] })
  const start = () =>
    startFramePage({
      window: test.window,
      document,
      root,
      ancestorOrigins: options.parent ?? [PARENT],
      params: {
        projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
        chainId: 31337,
        version: '1.0.0',
        enableLogger: false,
        apiUrl: 'http://api.test/',
      },
      api: server.api,
      deviceShares: createDeviceShareStore({
        indexedDB: new IDBFactory(),
        crypto: globalThis.crypto,
      }),
      storage: options.storage ?? (() => localStorage),
    })
  return { test, root, start }
}

describe('startFramePage', () => {
  it('serves an allowed parent: READY to its origin, then requests over the port', async () => {
    const t = setup()
    const result = await t.start()
    expect(result.state).toBe('ready')
    if (result.state === 'ready') stops.push(() => result.messaging.stop())
    expect(t.test.posted).toEqual([
      {
        message: { type: '@foyer-frame/READY', payload: { version: '1.0.0' } },
        targetOrigin: PARENT,
      },
    ])
    const channel = new MessageChannel()
    stops.push(() => channel.port2.close())
    t.test.dispatch({
      origin: PARENT,
      source: t.test.parent,
      data: { type: APP_HANDSHAKE_TYPE },
      ports: [channel.port1],
    })
    const reply = new Promise((resolve) => {
      channel.port2.onmessage = (event) => resolve(event.data)
    })
    const id = crypto.randomUUID()
    channel.port2.postMessage({ type: '@foyer-app/GET_CHAIN_ID', id, payload: {} })
    expect(await reply).toEqual({
      type: '@foyer-frame/GET_CHAIN_ID_SUCCESS',
      id,
      payload: { chainId: 31337 },
    })
  })

  it('refuses a parent not on the allowed list, says so in the frame, sends nothing', async () => {
    const t = setup({ allowed: ['https://other.test'] })
    const result = await t.start()
    expect(result.state).toBe('refused')
    expect(t.test.posted).toEqual([])
    expect(t.test.listeners.size).toBe(0)
    const status = t.root.querySelector('[role="alert"]')
    expect(status?.textContent).toBe(
      "http://app.foyer.localhost is not allowed to use this wallet. Add it to the project's allowed origins.",
    )
  })

  it('refuses when there is no parent origin', async () => {
    const t = setup({ parent: ['null'] })
    expect((await t.start()).state).toBe('refused')
    expect(t.test.posted).toEqual([])
  })

  it('says clearly when the browser denies the frame storage', async () => {
    const t = setup({
      storage: () => {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    expect(await t.start()).toEqual({ state: 'refused', reason: STORAGE_DENIED_MESSAGE })
    expect(t.test.posted).toEqual([])
    expect(t.root.textContent).toContain('blocks storage')
  })
})
