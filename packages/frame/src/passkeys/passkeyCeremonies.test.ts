import { FoyerError, PASSKEY_ROUTES } from '@foyer/protocol'
import { describe, expect, it, vi } from 'vitest'
import { fromBase64url, toBase64url } from '../encoding/base64url'
import { createPasskeyCeremonies, RECOVERY_PRF_INPUT } from './passkeyCeremonies'

const API = 'http://api.foyer.localhost:8787'
const PROJECT = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
const RP_ID = 'foyer.localhost'
const CREDENTIAL = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
const CREDENTIAL_ID = toBase64url(CREDENTIAL)
const PRF = new Uint8Array(32).fill(7)
const challenge = toBase64url(new Uint8Array(32).fill(9))
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

type Call = {
  method: string
  path: string
  query: URLSearchParams
  auth: string | null
  body: unknown
}

/** The passkey routes as the server answers them, recording each request. */
function fakeServer() {
  const calls: Call[] = []
  const answers: Record<string, unknown> = {
    [PASSKEY_ROUTES.registerOptions.path]: {
      options: {
        challenge,
        rp: { id: RP_ID, name: RP_ID },
        user: { id: toBase64url(bytes('user-1')), name: 'ann@example.com', displayName: 'ann' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        timeout: 120000,
        excludeCredentials: [{ id: 'b2xk', type: 'public-key', transports: ['internal'] }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        attestation: 'none',
      },
    },
    [PASSKEY_ROUTES.registerVerify.path]: {
      id: CREDENTIAL_ID,
      name: 'Passkey',
      createdAt: '2030-01-01T00:00:00.000Z',
    },
    [PASSKEY_ROUTES.loginOptions.path]: {
      options: { challenge, rpId: RP_ID, timeout: 60000, userVerification: 'required' },
    },
    [PASSKEY_ROUTES.loginVerify.path]: {
      token: 'session-token-0123456789',
      expiresAt: '2030-01-01T01:00:00.000Z',
      user: { id: 'user-1', email: 'ann@example.com' },
      credentialId: CREDENTIAL_ID,
    },
    [PASSKEY_ROUTES.list.path]: {
      passkeys: [{ id: CREDENTIAL_ID, name: 'Passkey', createdAt: '2030-01-01T00:00:00.000Z' }],
    },
    [PASSKEY_ROUTES.remove.path]: { passkeys: [] },
  }
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input))
    const headers = new Headers(init?.headers)
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    })
    const answer = answers[url.pathname]
    return answer === undefined
      ? new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
          status: 404,
        })
      : new Response(JSON.stringify(answer), { status: 200 })
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, answers }
}

type Prf = { enabled?: boolean; results?: { first: ArrayBuffer } }

function created(prf: Prf | undefined) {
  return {
    id: CREDENTIAL_ID,
    rawId: CREDENTIAL.buffer,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      attestationObject: new Uint8Array([0xa3, 1, 2]).buffer,
      getTransports: () => ['internal', 'hybrid'],
    },
    getClientExtensionResults: () => (prf ? { prf } : {}),
  }
}

function asserted(prf: Prf | undefined, id = CREDENTIAL_ID) {
  return {
    id,
    rawId: fromBase64url(id).buffer,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      authenticatorData: new Uint8Array([5, 5]).buffer,
      signature: new Uint8Array([6, 6]).buffer,
      userHandle: bytes('user-1'),
    },
    getClientExtensionResults: () => (prf ? { prf } : {}),
  }
}

type Ceremony = (options: unknown) => Promise<unknown>

function setup(credentials: { create?: Ceremony; get?: Ceremony }) {
  const server = fakeServer()
  const missing: Ceremony = async () => {
    throw new Error('not expected')
  }
  const container = {
    create: vi.fn(credentials.create ?? missing),
    get: vi.fn(credentials.get ?? missing),
  }
  const passkeys = createPasskeyCeremonies({
    apiUrl: API,
    projectId: PROJECT,
    fetch: server.fetch,
    credentials: container as unknown as CredentialsContainer,
  })
  return { server, container, passkeys }
}

const prfInputOf = (options: {
  publicKey?: { extensions?: AuthenticationExtensionsClientInputs }
}) => new Uint8Array(options.publicKey?.extensions?.prf?.eval?.first as Uint8Array)

const domError = (name: string) => Object.assign(new Error(`${name} happened`), { name })

describe('RECOVERY_PRF_INPUT', () => {
  it('is SHA-256("foyer recovery v1")', async () => {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('foyer recovery v1'),
    )
    expect(RECOVERY_PRF_INPUT).toEqual(new Uint8Array(digest))
  })
})

describe('register', () => {
  it('creates with the server’s options and the PRF input, and sends no extension output', async () => {
    const { server, container, passkeys } = setup({
      create: async () => created({ enabled: true, results: { first: PRF.buffer } }),
    })
    const result = await passkeys.register('token-0123456789abcdef', 'Laptop')
    expect(result).toEqual({ credentialId: CREDENTIAL_ID, prf: PRF })
    const options = container.create.mock.calls[0]?.[0] as CredentialCreationOptions
    const publicKey = options.publicKey as PublicKeyCredentialCreationOptions
    expect(publicKey.rp).toEqual({ id: RP_ID, name: RP_ID })
    expect(new Uint8Array(publicKey.challenge as Uint8Array)).toEqual(fromBase64url(challenge))
    expect(new TextDecoder().decode(publicKey.user.id as Uint8Array)).toBe('user-1')
    expect(publicKey.excludeCredentials?.[0]?.transports).toEqual(['internal'])
    expect(prfInputOf(options)).toEqual(RECOVERY_PRF_INPUT)
    expect(container.get).not.toHaveBeenCalled()
    const verify = server.calls.find((call) => call.path === PASSKEY_ROUTES.registerVerify.path)
    expect(verify?.auth).toBe('Bearer token-0123456789abcdef')
    expect(verify?.query.get('projectId')).toBe(PROJECT)
    expect(verify?.query.get('st')).toBeTruthy()
    expect(verify?.query.get('sv')).toBeTruthy()
    expect(verify?.body).toEqual({
      name: 'Laptop',
      response: {
        id: CREDENTIAL_ID,
        rawId: CREDENTIAL_ID,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: toBase64url(bytes('{"type":"webauthn.create"}')),
          attestationObject: toBase64url(new Uint8Array([0xa3, 1, 2])),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
      },
    })
    expect(JSON.stringify(server.calls)).not.toContain(toBase64url(PRF))
  })

  it('asks the new passkey alone for its PRF when the create gave none, before the server keeps it', async () => {
    const { server, container, passkeys } = setup({
      create: async () => created({ enabled: true }),
      get: async () => asserted({ results: { first: PRF.buffer } }),
    })
    expect(await passkeys.register('token-0123456789abcdef')).toEqual({
      credentialId: CREDENTIAL_ID,
      prf: PRF,
    })
    const options = container.get.mock.calls[0]?.[0] as CredentialRequestOptions
    expect(options.publicKey?.rpId).toBe(RP_ID)
    expect(options.publicKey?.userVerification).toBe('required')
    expect(
      options.publicKey?.allowCredentials?.map((each) => toBase64url(each.id as Uint8Array)),
    ).toEqual([CREDENTIAL_ID])
    expect(prfInputOf(options)).toEqual(RECOVERY_PRF_INPUT)
    expect(server.calls.map((call) => call.path)).toEqual([
      PASSKEY_ROUTES.registerOptions.path,
      PASSKEY_ROUTES.registerVerify.path,
    ])
    expect(server.calls[1]?.body).not.toHaveProperty('name')
  })

  it.each([
    ['no PRF at all', undefined],
    ['PRF disabled', { enabled: false }],
  ])('answers PASSKEY_UNSUPPORTED with %s, and registers nothing', async (_case, prf) => {
    const { server, passkeys } = setup({ create: async () => created(prf) })
    await expect(passkeys.register('token-0123456789abcdef')).rejects.toMatchObject({
      code: 'PASSKEY_UNSUPPORTED',
    })
    expect(server.calls.map((call) => call.path)).toEqual([PASSKEY_ROUTES.registerOptions.path])
  })

  it('answers PASSKEY_CANCELLED when the visitor closes the dialog (NotAllowedError, AbortError)', async () => {
    for (const name of ['NotAllowedError', 'AbortError']) {
      const { passkeys } = setup({
        create: async () => {
          throw domError(name)
        },
      })
      const error = await passkeys.register('token-0123456789abcdef').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(FoyerError)
      expect((error as FoyerError).code).toBe('PASSKEY_CANCELLED')
    }
  })

  it('answers PASSKEY_UNSUPPORTED with the browser’s words when it refuses (SecurityError)', async () => {
    const { passkeys } = setup({
      create: async () => {
        throw domError('SecurityError')
      },
    })
    await expect(passkeys.register('token-0123456789abcdef')).rejects.toMatchObject({
      code: 'PASSKEY_UNSUPPORTED',
      details: 'SecurityError: SecurityError happened',
    })
  })

  it('passes the server’s refusal on (its code)', async () => {
    const { server, passkeys } = setup({
      create: async () => created({ results: { first: PRF.buffer } }),
    })
    server.answers[PASSKEY_ROUTES.registerVerify.path] = undefined
    await expect(passkeys.register('token-0123456789abcdef')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    })
  })
})

describe('evaluate', () => {
  it('gets the PRF of one of the given passkeys, user verified, at the default rp id', async () => {
    const { container, passkeys } = setup({
      get: async () => asserted({ results: { first: PRF.buffer } }),
    })
    vi.stubGlobal('location', { hostname: 'wallet.foyer.localhost' })
    try {
      expect(await passkeys.evaluate(['b3RoZXI', CREDENTIAL_ID])).toEqual({
        credentialId: CREDENTIAL_ID,
        prf: PRF,
      })
    } finally {
      vi.unstubAllGlobals()
    }
    const options = container.get.mock.calls[0]?.[0] as CredentialRequestOptions
    expect(options.publicKey?.rpId).toBe(RP_ID)
    expect(options.publicKey?.userVerification).toBe('required')
    expect(options.publicKey?.allowCredentials).toHaveLength(2)
    expect(prfInputOf(options)).toEqual(RECOVERY_PRF_INPUT)
  })

  it('refuses a passkey outside the list, one without PRF, and an empty list', async () => {
    const stranger = setup({
      get: async () => asserted({ results: { first: PRF.buffer } }, 'c3Ry'),
    })
    await expect(stranger.passkeys.evaluate([CREDENTIAL_ID])).rejects.toMatchObject({
      code: 'PASSKEY_CANCELLED',
    })
    const noPrf = setup({ get: async () => asserted(undefined) })
    await expect(noPrf.passkeys.evaluate([CREDENTIAL_ID])).rejects.toMatchObject({
      code: 'PASSKEY_UNSUPPORTED',
    })
    await expect(noPrf.passkeys.evaluate([])).rejects.toMatchObject({ code: 'PASSKEY_UNSUPPORTED' })
    const cancelled = setup({
      get: async () => {
        throw domError('NotAllowedError')
      },
    })
    await expect(cancelled.passkeys.evaluate([CREDENTIAL_ID])).rejects.toMatchObject({
      code: 'PASSKEY_CANCELLED',
    })
  })
})

describe('signIn', () => {
  it('gets any discoverable passkey with the PRF, has the server verify it, keeps the PRF here', async () => {
    const { server, container, passkeys } = setup({
      get: async () => asserted({ results: { first: PRF.buffer } }),
    })
    const result = await passkeys.signIn('device-0123456789abcdef')
    expect(result.grant.token).toBe('session-token-0123456789')
    expect(result.passkeyPrf).toEqual({ credentialId: CREDENTIAL_ID, prf: PRF })
    const options = container.get.mock.calls[0]?.[0] as CredentialRequestOptions
    expect(options.publicKey?.allowCredentials).toEqual([])
    expect(options.publicKey?.rpId).toBe(RP_ID)
    expect(prfInputOf(options)).toEqual(RECOVERY_PRF_INPUT)
    expect(server.calls[0]?.body).toEqual({ deviceId: 'device-0123456789abcdef' })
    expect(server.calls[1]?.body).toEqual({
      deviceId: 'device-0123456789abcdef',
      response: {
        id: CREDENTIAL_ID,
        rawId: CREDENTIAL_ID,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: toBase64url(bytes('{"type":"webauthn.get"}')),
          authenticatorData: toBase64url(new Uint8Array([5, 5])),
          signature: toBase64url(new Uint8Array([6, 6])),
          userHandle: toBase64url(bytes('user-1')),
        },
        clientExtensionResults: {},
      },
    })
    expect(server.calls.every((call) => call.auth === null)).toBe(true)
    expect(JSON.stringify(server.calls)).not.toContain(toBase64url(PRF))
  })

  it('signs in without a PRF when the passkey has none (recovery then asks otherwise)', async () => {
    const { passkeys } = setup({ get: async () => asserted(undefined) })
    expect((await passkeys.signIn('device-0123456789abcdef')).passkeyPrf).toBeUndefined()
  })

  it('answers PASSKEY_UNSUPPORTED without WebAuthn in the browser', async () => {
    const server = fakeServer()
    const passkeys = createPasskeyCeremonies({
      apiUrl: API,
      projectId: PROJECT,
      fetch: server.fetch,
    })
    await expect(passkeys.signIn('device-0123456789abcdef')).rejects.toMatchObject({
      code: 'PASSKEY_UNSUPPORTED',
    })
  })
})

describe('list and remove', () => {
  it('list and remove the signed-in user’s passkeys with the bearer session', async () => {
    const { server, passkeys } = setup({})
    expect(await passkeys.list('token-0123456789abcdef')).toEqual([
      { id: CREDENTIAL_ID, name: 'Passkey', createdAt: '2030-01-01T00:00:00.000Z' },
    ])
    await passkeys.remove('token-0123456789abcdef', CREDENTIAL_ID)
    expect(server.calls.map((call) => [call.method, call.path, call.auth, call.body])).toEqual([
      ['GET', '/auth/v1/passkeys', 'Bearer token-0123456789abcdef', undefined],
      ['POST', '/auth/v1/passkeys/remove', 'Bearer token-0123456789abcdef', { id: CREDENTIAL_ID }],
    ])
  })
})
