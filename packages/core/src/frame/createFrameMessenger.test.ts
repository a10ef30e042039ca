import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameMessenger, type FrameMessenger } from './createFrameMessenger'

const FRAME_URL = 'http://wallet.foyer.localhost:8788/?projectId=f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
const FRAME_ORIGIN = 'http://wallet.foyer.localhost:8788'
type Request = { type: string; id: string; payload: unknown }

const messengers: FrameMessenger[] = []
afterEach(() => {
  for (const messenger of messengers.splice(0)) messenger.destroy()
  vi.useRealTimers()
})

/** A stand-in for the frame page: announces READY and answers requests as a script says. */
async function setup(
  answer: (request: Request, port: MessagePort) => void = () => {},
  options = {},
) {
  const events: string[] = []
  const messenger = createFrameMessenger({
    frameUrl: FRAME_URL,
    readyDelayMs: 5,
    loadTimeoutMs: 200,
    requestTimeoutMs: 100,
    onEvent: (type) => events.push(type),
    ...options,
  })
  messengers.push(messenger)
  const loaded = messenger.load()
  const iframe = messenger.iframe()
  if (!iframe?.contentWindow) throw new Error('no iframe')
  const requests: Request[] = []
  let framePort: MessagePort | undefined
  iframe.contentWindow.postMessage = ((
    data: unknown,
    targetOrigin: string,
    transfer?: MessagePort[],
  ) => {
    expect(targetOrigin).toBe(FRAME_ORIGIN)
    expect(data).toEqual({ type: '@foyer-app/HANDSHAKE' })
    framePort = transfer?.[0]
    if (!framePort) throw new Error('no port')
    framePort.onmessage = (event: MessageEvent<Request>) => {
      requests.push(event.data)
      if (framePort) answer(event.data, framePort)
    }
  }) as typeof iframe.contentWindow.postMessage
  const announce = (
    origin = FRAME_ORIGIN,
    source: MessageEventSource | null = iframe.contentWindow,
  ) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@foyer-frame/READY', payload: { version: '0.0.0' } },
        origin,
        source,
      }),
    )
  return { messenger, loaded, iframe, requests, announce, events, port: () => framePort }
}

const reply = (
  port: MessagePort,
  request: Request,
  suffix: 'SUCCESS' | 'ERROR',
  payload: unknown,
) =>
  port.postMessage({
    type: `${request.type.replace('@foyer-app/', '@foyer-frame/')}_${suffix}`,
    id: request.id,
    payload,
  })

describe('createFrameMessenger', () => {
  it('inserts a hidden frame only when loaded, and is ready after READY, the handshake and the delay', async () => {
    expect(document.querySelector('iframe')).toBeNull()
    const { messenger, loaded, iframe, announce, port } = await setup()
    expect(iframe.src).toBe(FRAME_URL)
    expect(messenger.state.get().status).toBe('loading')
    announce()
    await loaded
    expect(port()).toBeDefined()
    expect(messenger.state.get().status).toBe('ready')
  })

  it('lets the frame create and use passkeys (allow: publickey-credentials-create and -get)', async () => {
    const { iframe, loaded, announce } = await setup()
    expect(iframe.getAttribute('allow')).toBe(
      'publickey-credentials-create; publickey-credentials-get',
    )
    announce()
    await loaded
  })

  it('ignores a READY from another origin or another window', async () => {
    const { messenger, loaded, announce, port } = await setup()
    announce('http://evil.localhost')
    announce(FRAME_ORIGIN, window)
    await new Promise((r) => setTimeout(r, 20))
    expect(port()).toBeUndefined()
    expect(messenger.state.get().status).toBe('loading')
    await expect(loaded).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
  })

  it("fails with 'Unable to load email login dependency' when the frame never gets ready", async () => {
    const { messenger, loaded } = await setup()
    await expect(loaded).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
    expect(messenger.state.get().status).toBe('failed')
  })

  it('resolves a request with its validated _SUCCESS payload, sent over the port', async () => {
    const { messenger, announce, requests } = await setup((request, port) =>
      reply(port, request, 'SUCCESS', { action: 'VERIFY_OTP' }),
    )
    announce()
    await expect(
      messenger.call('CONNECT_EMAIL', { email: 'visitor@example.com' }),
    ).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(requests[0]).toMatchObject({
      type: '@foyer-app/CONNECT_EMAIL',
      payload: { email: 'visitor@example.com' },
    })
    expect(requests[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("rejects with the frame's code, details and params, or ERROR_OCCURRED without a known code", async () => {
    const { messenger, announce } = await setup((request, port) =>
      reply(
        port,
        request,
        'ERROR',
        request.type.endsWith('SIGN_OUT')
          ? { code: 'NO_SUCH_CODE', message: 'Invalid code' }
          : request.type.endsWith('RPC_REQUEST')
            ? { code: 'SPONSORSHIP_DAILY_CAP', message: 'capped', params: { limit: 5 } }
            : { code: 'INVALID_PARAMS', message: 'Invalid code', details: 'otp' },
      ),
    )
    announce()
    await expect(messenger.call('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({
      name: 'FoyerError',
      code: 'INVALID_PARAMS',
      details: 'otp',
    })
    // The words' placeholders are filled from the frame's params.
    await expect(
      messenger.call('RPC_REQUEST', {
        method: 'wallet_sendCalls',
        chainId: 31337,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:1',
      }),
    ).rejects.toMatchObject({
      code: 'SPONSORSHIP_DAILY_CAP',
      params: { limit: 5 },
      message: 'This account has used its 5 sponsored transactions for today: try again tomorrow',
    })
    await expect(messenger.call('SIGN_OUT', {})).rejects.toMatchObject({ code: 'ERROR_OCCURRED' })
  })

  it('takes exactly one reply per request id and ignores replies of another type', async () => {
    const { messenger, announce } = await setup((request, port) => {
      port.postMessage({
        type: '@foyer-frame/GET_CHAIN_ID_SUCCESS',
        id: request.id,
        payload: { chainId: 1 },
      })
      reply(port, request, 'SUCCESS', { isConnected: true })
      reply(port, request, 'SUCCESS', { isConnected: false })
    })
    announce()
    await expect(messenger.call('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
  })

  it('rejects a reply whose payload does not fit the schema', async () => {
    const { messenger, announce } = await setup((request, port) =>
      reply(port, request, 'SUCCESS', { isConnected: 'yes' }),
    )
    announce()
    await expect(messenger.call('IS_CONNECTED', {})).rejects.toThrow('An error occurred')
  })

  it('refuses an invalid request before sending anything', async () => {
    const { messenger, announce, requests } = await setup()
    announce()
    await expect(messenger.call('CONNECT_EMAIL', { email: 'not an email' })).rejects.toThrow(
      'Invalid CONNECT_EMAIL request',
    )
    expect(requests).toHaveLength(0)
  })

  it('times out a waiting request (iframe_request_timeout) and aborts the others as docs/product.md says', async () => {
    const { messenger, announce } = await setup()
    announce()
    await messenger.load()
    const rpc = {
      chainId: 31337,
      chainNamespace: 'eip155' as const,
      rpcUrl: 'http://127.0.0.1:8545',
    }
    const sign = messenger.call('RPC_REQUEST', {
      ...rpc,
      method: 'personal_sign',
      params: ['0x00'],
    })
    const read = messenger.call('RPC_REQUEST', { ...rpc, method: 'eth_blockNumber' })
    const user = messenger.call('GET_USER', {})
    const farcaster = messenger.call('GET_FARCASTER_URI', {})
    const email = messenger.call('CONNECT_EMAIL', { email: 'visitor@example.com' })
    await expect(email).rejects.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' })
    await expect(sign).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    await expect(user).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
    const settled = await Promise.race([
      read.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ])
    expect(settled).toBe('pending')
    expect(
      await Promise.race([
        farcaster.catch(() => 'settled'),
        new Promise((r) => setTimeout(() => r('pending'), 20)),
      ]),
    ).toBe('pending')
  })

  it('passes frame events on', async () => {
    const { messenger, announce, port, events } = await setup()
    announce()
    await messenger.load()
    port()?.postMessage({ type: '@foyer-frame/APPROVAL_REQUIRED' })
    await new Promise((r) => setTimeout(r, 10))
    expect(events).toEqual(['APPROVAL_REQUIRED'])
  })

  it("says 'W3mFrame: iframe is not set' once destroyed", async () => {
    const { messenger, announce } = await setup()
    announce()
    await messenger.load()
    const waiting = messenger.call('GET_USER', {})
    messenger.destroy()
    await expect(waiting).rejects.toThrow('W3mFrame: iframe is not set')
    await expect(messenger.call('GET_USER', {})).rejects.toThrow('W3mFrame: iframe is not set')
    expect(messenger.iframe()).toBeUndefined()
  })
})
