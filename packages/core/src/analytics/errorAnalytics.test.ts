import { kitErrorEventSchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { loadContracts } from '../api/loadContracts'
import { createErrorAnalytics, kitErrorEvent, scrubMessage } from './errorAnalytics'

const projectId = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

/** A fake API: answers GET /getAnalyticsConfig with `enabled`, POST /e with 202. */
function fakeApi({ enabled = true, configStatus = 200, eventStatus = 202 } = {}) {
  const calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    })
    if (url.pathname === '/getAnalyticsConfig')
      return Response.json({ isAnalyticsEnabled: enabled }, { status: configStatus })
    return Response.json({ accepted: true }, { status: eventStatus })
  }
  const api = createApiClient({ baseUrl: 'http://api.test', projectId, fetch })
  const sent = () => calls.filter((call) => call.method === 'POST' && call.path === '/e')
  const configReads = () => calls.filter((call) => call.path === '/getAnalyticsConfig')
  return { api, calls, sent, configReads }
}

function setup(options: Parameters<typeof fakeApi>[0] & { switchedOn?: boolean } = {}) {
  const fake = fakeApi(options)
  let time = 1_000_000
  const switchedOn = { value: options.switchedOn ?? true }
  const analytics = createErrorAnalytics({
    api: fake.api,
    isSwitchedOn: () => switchedOn.value,
    view: () => 'Connect',
    now: () => time,
  })
  const advance = (ms: number) => {
    time += ms
  }
  return { ...fake, analytics, advance, switchedOn }
}

describe('createErrorAnalytics', () => {
  it('reports no request the visitor declined', async () => {
    const { analytics, calls, sent } = setup()
    for (const code of [
      'USER_REJECTED',
      'CONNECTION_REJECTED',
      'TRANSACTION_REJECTED',
      'UserRejectedRequestError',
    ]) {
      analytics.report({ message: 'The visitor said no', code })
    }
    await analytics.settled()
    expect(calls).toEqual([])
    analytics.report({ message: 'Wallet connection failed', code: 'FAILED_TO_CONNECT' })
    await analytics.settled()
    expect(sent()).toHaveLength(1)
  })

  it('asks the config on the first error and sends the event with the sdk params', async () => {
    const { analytics, calls, sent } = setup()
    expect(calls).toEqual([])
    analytics.report({ message: 'Wallet connection failed', code: 'FAILED_TO_CONNECT' })
    await analytics.settled()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /getAnalyticsConfig',
      'POST /e',
    ])
    const [event] = sent()
    expect(event?.query).toEqual({ projectId, st: 'foyer', sv: '0.0.0' })
    expect(event?.body).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: {
        code: 'FAILED_TO_CONNECT',
        message: 'Wallet connection failed',
        view: 'Connect',
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
      },
    })
    expect(kitErrorEventSchema.safeParse(event?.body).success).toBe(true)
  })

  it('reads the config once per client', async () => {
    const { analytics, configReads, sent } = setup()
    for (let i = 0; i < 3; i++) analytics.report({ message: `Failure ${i}` })
    await analytics.settled()
    analytics.report({ message: 'Later' })
    await analytics.settled()
    expect(configReads()).toHaveLength(1)
    expect(sent()).toHaveLength(4)
  })

  it('sends at most 5 in a minute, drops the rest, and sends again as the minute slides', async () => {
    const { analytics, sent, advance } = setup()
    for (let i = 0; i < 20; i++) {
      analytics.report({ message: `Failure ${i}` })
      advance(1_000)
    }
    await analytics.settled()
    expect(
      sent().map((call) => (call.body as { properties: { message: string } }).properties.message),
    ).toEqual(['Failure 0', 'Failure 1', 'Failure 2', 'Failure 3', 'Failure 4'])
    // 20 s have passed: the first place frees 60 s after the first event, not before.
    advance(39_000)
    analytics.report({ message: 'Too early' })
    advance(1_000)
    analytics.report({ message: 'Just in time' })
    analytics.report({ message: 'One too many' })
    await analytics.settled()
    expect(sent()).toHaveLength(6)
    expect(sent()[5]?.body).toMatchObject({ properties: { message: 'Just in time' } })
  })

  it('sends nothing, not even the config request, with the switch off', async () => {
    const { analytics, calls, switchedOn } = setup({ switchedOn: false })
    for (let i = 0; i < 3; i++) analytics.report({ message: 'Failure' })
    await analytics.settled()
    expect(calls).toEqual([])
    // The switch is read at each error (remote config may turn it on later).
    switchedOn.value = true
    analytics.report({ message: 'Failure' })
    await analytics.settled()
    expect(calls).toHaveLength(2)
  })

  it('sends no event when the project’s analytics is off, and asks only once', async () => {
    const { analytics, calls } = setup({ enabled: false })
    for (let i = 0; i < 3; i++) analytics.report({ message: 'Failure' })
    await analytics.settled()
    analytics.report({ message: 'Failure' })
    await analytics.settled()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /getAnalyticsConfig'])
  })

  it('counts a config that cannot be had as off, and never throws', async () => {
    const { analytics, sent } = setup({ configStatus: 500 })
    expect(() => analytics.report({ message: 'Failure' })).not.toThrow()
    await analytics.settled()
    expect(sent()).toEqual([])
  })

  it('swallows a refused event (429) and a broken transport', async () => {
    const { analytics, sent } = setup({ eventStatus: 429 })
    analytics.report({ message: 'Failure' })
    await expect(analytics.settled()).resolves.toBeUndefined()
    expect(sent()).toHaveLength(1)

    const broken = createErrorAnalytics({
      api: {
        url: () => '',
        get: () => {
          throw new Error('no network')
        },
        post: () => Promise.reject(new Error('no network')),
      },
      isSwitchedOn: () => {
        throw new Error('broken store')
      },
    })
    expect(() => broken.report({ message: 'Failure' })).not.toThrow()
    await broken.settled()
  })

  it('sends nothing without an API (no project, or rendering on a server)', async () => {
    const analytics = createErrorAnalytics({ api: undefined, isSwitchedOn: () => true })
    expect(() => analytics.report({ message: 'Failure' })).not.toThrow()
    await analytics.settled()
  })

  it('leaves out names that are not names', async () => {
    const { analytics, sent } = setup()
    analytics.report({ message: 'Failure', code: 'not a code', method: 'eth_sendTransaction' })
    await analytics.settled()
    expect(sent()[0]?.body).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: {
        message: 'Failure',
        view: 'Connect',
        method: 'eth_sendTransaction',
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
      },
    })
  })
})

describe('scrubMessage', () => {
  it('takes out email addresses, hex strings and long tokens', () => {
    expect(scrubMessage('Could not mail alice+x@example.com')).toBe('Could not mail [email]')
    expect(scrubMessage(`Bad key 0x${'ab'.repeat(32)} here`)).toBe('Bad key [hex] here')
    expect(scrubMessage(`token eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(40)}`)).toBe('token [redacted]')
    expect(scrubMessage('Wallet connection failed')).toBe('Wallet connection failed')
  })

  it('leaves the cut to the event: a long message is cut to 256 characters there', async () => {
    const long = 'word '.repeat(100)
    expect(scrubMessage(long)).toHaveLength(499)
    const event = kitErrorEvent(await loadContracts(), { message: long })
    expect(event?.properties.message).toHaveLength(256)
    expect(kitErrorEvent(await loadContracts(), { message: ' 0x1234abcd5678 ' })).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: { message: '[hex]', sdkType: 'foyer', sdkVersion: '0.0.0' },
    })
    expect(kitErrorEvent(await loadContracts(), { message: '   ' })).toBeUndefined()
  })

  it('sends a long message cut to 256 characters, and nothing for an empty one', async () => {
    const { analytics, sent } = setup()
    analytics.report({ message: '  ' })
    analytics.report({ message: 'word '.repeat(100) })
    await analytics.settled()
    const [event] = sent()
    expect(sent()).toHaveLength(1)
    expect(
      (event?.body as { properties: { message: string } } | undefined)?.properties.message,
    ).toHaveLength(256)
  })
})
