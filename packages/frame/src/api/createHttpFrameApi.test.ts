import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './apiRequestError'
import { createHttpFrameApi } from './createHttpFrameApi'

type Call = { url: URL; init: RequestInit }

function setup(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const api = createHttpFrameApi({
    apiUrl: 'http://api.test',
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
    sdkType: 'foyer',
    sdkVersion: '0.0.0',
    fetch: async (input, init) => {
      const call = { url: new URL(String(input)), init: init ?? {} }
      calls.push(call)
      return respond(call)
    },
  })
  return { api, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createHttpFrameApi', () => {
  it('sends sdk params, JSON body and no bearer before login', async () => {
    const { api, calls } = setup(() => json({ action: 'VERIFY_OTP' }))
    expect(await api.connectEmail({ email: 'a@b.co', deviceId: 'd' })).toEqual({
      action: 'VERIFY_OTP',
    })
    const call = calls[0]
    expect(call?.url.pathname).toBe('/auth/v1/email/connect')
    expect(call?.url.searchParams.get('projectId')).toBe('f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7')
    expect(call?.url.searchParams.get('st')).toBe('foyer')
    expect(call?.url.searchParams.get('sv')).toBe('0.0.0')
    expect(call?.init.method).toBe('POST')
    expect(JSON.parse(String(call?.init.body))).toEqual({ email: 'a@b.co', deviceId: 'd' })
    expect(
      (call?.init.headers as Record<string, string> | undefined)?.authorization,
    ).toBeUndefined()
  })

  it('sends the stored session with connect email when there is one', async () => {
    const { api, calls } = setup(() => json({ action: 'CONNECT' }))
    expect(await api.connectEmail({ email: 'a@b.co', deviceId: 'd' }, 'tok')).toEqual({
      action: 'CONNECT',
    })
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer tok',
    )
  })

  it('sends the session as a bearer token', async () => {
    const { api, calls } = setup(() => json({ address: '0xabc', authShare: '0x01', version: 1 }))
    expect(await api.getAuthShare('tok')).toEqual({
      address: '0xabc',
      authShare: '0x01',
      version: 1,
    })
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer tok',
    )
    expect(calls[0]?.url.pathname).toBe('/wallet/v1/shares/auth')
  })

  it('asks for the recovery share with the session and reads the answer with its schema', async () => {
    const { api, calls } = setup(() => json({ address: '0xabc', recoveryShare: '0x03' }))
    expect(await api.getRecoveryShare('tok')).toEqual({ address: '0xabc', recoveryShare: '0x03' })
    expect(calls[0]?.init.method).toBe('GET')
    expect(calls[0]?.url.pathname).toBe('/wallet/v1/shares/recovery')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7')
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer tok',
    )
    await expect(
      setup(() => json({ address: '0xabc', authShare: '0x03' })).api.getRecoveryShare('tok'),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    await expect(
      setup(() =>
        json({ error: { code: 'RECOVERY_USED', message: 'Already restored' } }, 409),
      ).api.getRecoveryShare('tok'),
    ).rejects.toMatchObject({ status: 409, code: 'RECOVERY_USED' })
  })

  it('covers every endpoint', async () => {
    const session = {
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u', email: 'a@b.co' },
    }
    const bodies: Record<string, unknown> = {
      '/projects/v1/origins': { allowedOrigins: ['https://a.test'] },
      '/auth/v1/email/otp': session,
      '/auth/v1/device/wait': { approved: true, ...session },
      '/auth/v1/session': { isConnected: true, user: session.user },
      '/auth/v1/email/update': { action: 'VERIFY_PRIMARY_OTP' },
      '/auth/v1/email/update/primary': { action: 'VERIFY_SECONDARY_OTP' },
      '/auth/v1/email/update/secondary': { newEmail: 'n@b.co' },
      '/wallet/v1/shares': { address: '0x1' },
    }
    const { api, calls } = setup(({ url }) =>
      url.pathname in bodies ? json(bodies[url.pathname]) : new Response(null, { status: 204 }),
    )
    expect(await api.getAllowedOrigins()).toEqual(['https://a.test'])
    expect(await api.verifyOtp({ email: 'a@b.co', deviceId: 'd', otp: '1' })).toEqual(session)
    expect(await api.waitForDevice({ email: 'a@b.co', deviceId: 'd' })).toMatchObject({
      approved: true,
    })
    expect(await api.getSession('t')).toEqual({ isConnected: true, user: session.user })
    await api.signOut('t')
    expect(await api.updateEmail('t', 'n@b.co')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await api.updateEmailPrimary('t', '1')).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await api.updateEmailSecondary('t', '2')).toEqual({ newEmail: 'n@b.co' })
    await api.createShares('t', { address: '0x1', authShare: '0x2' })
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'GET /projects/v1/origins',
      'POST /auth/v1/email/otp',
      'POST /auth/v1/device/wait',
      'GET /auth/v1/session',
      'POST /auth/v1/signout',
      'POST /auth/v1/email/update',
      'POST /auth/v1/email/update/primary',
      'POST /auth/v1/email/update/secondary',
      'POST /wallet/v1/shares',
    ])
  })

  it('calls the sealed-recovery routes with the session and reads the record', async () => {
    const blob = `v1.${'A'.repeat(16)}.${'B'.repeat(64)}`
    const method = { kind: 'passkey' as const, credentialId: 'c'.repeat(22), wrap: blob }
    const record = {
      address: '0xabc',
      version: 2,
      sealedRecovery: blob,
      methods: [method],
      legacyRecovery: false,
      custodian: null,
    }
    const { api, calls } = setup(() => json(record))
    expect(
      await api.protectWallet('t', { version: 1, authShare: '0x2', sealedRecovery: blob, method }),
    ).toEqual(record)
    expect(await api.getRecoveryRecord('t')).toEqual(record)
    expect(await api.addRecoveryMethod('t', { version: 2, method })).toEqual(record)
    expect(await api.removeRecoveryPasskey('t', method.credentialId)).toEqual(record)
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'POST /wallet/v1/shares/protect',
      'GET /wallet/v1/recovery',
      'POST /wallet/v1/recovery/methods',
      'POST /wallet/v1/recovery/passkeys/remove',
    ])
    expect(JSON.parse(String(calls[3]?.init.body))).toEqual({ credentialId: method.credentialId })
    for (const call of calls) {
      expect((call.init.headers as Record<string, string>).authorization).toBe('Bearer t')
    }
    await expect(
      setup(() => json({ ...record, sealedRecovery: '0x01' })).api.getRecoveryRecord('t'),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('asks the custodian for a release with the session and reads it with its schema', async () => {
    const release = {
      ephemeralPublicKey: 'e'.repeat(43),
      wrap: `v1.${'A'.repeat(16)}.${'B'.repeat(64)}`,
    }
    const { api, calls } = setup(() => json(release))
    const recipientPublicKey = 'r'.repeat(43)
    expect(await api.releaseFromCustodian('t', { recipientPublicKey })).toEqual(release)
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'POST /wallet/v1/recovery/custodian/release',
    ])
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ recipientPublicKey })
    expect(calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer t' })
    await expect(
      setup(() => json({ ...release, ephemeralPublicKey: 'short' })).api.releaseFromCustodian('t', {
        recipientPublicKey,
      }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    await expect(
      setup(() =>
        json(
          { error: { code: 'CUSTODIAN_FAILED', message: 'Email recovery is unavailable' } },
          502,
        ),
      ).api.releaseFromCustodian('t', { recipientPublicKey }),
    ).rejects.toMatchObject({ status: 502, code: 'CUSTODIAN_FAILED' })
  })

  it('turns a server error body into ApiRequestError with status, code and message', async () => {
    const { api } = setup(() =>
      json({ error: { code: 'INVALID_CODE', message: 'Wrong code' } }, 400),
    )
    const error = await api.verifyOtp({ email: 'a@b.co', deviceId: 'd', otp: '0' }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 400, code: 'INVALID_CODE', message: 'Wrong code' })
  })

  it('gives an unknown server code the fallback of its status', async () => {
    const unknown = (status: number) =>
      setup(() => json({ error: { code: 'WHATEVER', message: 'No' } }, status)).api.getSession('t')
    await expect(unknown(418)).rejects.toMatchObject({ status: 418, code: 'INVALID_PARAMS' })
    await expect(unknown(503)).rejects.toMatchObject({ status: 503, code: 'SERVER_ERROR' })
  })

  it('reports a non-JSON error, a bad response and a network failure', async () => {
    await expect(
      setup(() => new Response('oops', { status: 500 })).api.getSession('t'),
    ).rejects.toMatchObject({ status: 500, code: 'SERVER_ERROR' })
    await expect(setup(() => json({ nope: 1 })).api.getSession('t')).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'Unexpected server response',
    })
    await expect(
      setup(() => {
        throw new TypeError('fetch failed')
      }).api.getSession('t'),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('ends the Farcaster long poll when its signal is aborted: the request is closed, REQUEST_ABORTED', async () => {
    // A real server that holds the request, as the connect long poll does.
    const held: ServerResponse[] = []
    let closed = false
    const server = createServer((request, response) => {
      held.push(response)
      request.on('close', () => {
        closed = true
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const api = createHttpFrameApi({
        apiUrl: `http://127.0.0.1:${port}`,
        projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
      })
      const controller = new AbortController()
      const polling = api
        .connectFarcaster({ channelToken: 'a'.repeat(43), deviceId: 'd' }, controller.signal)
        .catch((error: unknown) => error)
      await expect.poll(() => held.length).toBe(1)
      controller.abort()
      const error = await polling
      expect(error).toBeInstanceOf(ApiRequestError)
      expect(error).toMatchObject({
        status: 0,
        code: 'REQUEST_ABORTED',
        message: 'Request was aborted',
      })
      await expect.poll(() => closed).toBe(true)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
