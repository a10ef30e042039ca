import { type Anvil, startAnvil, testAccounts } from '@foyer/devchain'
import {
  apiErrorSchema,
  createSiwxMessage,
  SIWX_ERROR_CODES,
  SIWX_NONCE_TTL_SECONDS,
  SIWX_PATHS,
  SIWX_SESSION_MAX_SECONDS,
  type SiwxErrorCode,
  type SiwxMessage,
  siwxNonceResponseSchema,
  siwxSessionSchema,
} from '@foyer/protocol'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { SiweMessage } from 'siwe'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  serializeErc6492Signature,
} from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { sha256Hex } from '../auth/secrets'
import { createChainRegistry } from '../chain/chainRegistry'
import {
  testSmartWalletFactoryAbi,
  testSmartWalletFactoryBytecode,
} from '../names/testing/testSmartWalletArtifact'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { siwxCookieName } from './siwxCookie'

const ALICE = testAccounts[1] as LocalAccount
const BOB = testAccounts[2] as LocalAccount
const PAGE = 'http://foyer.localhost:5173'
const DOMAIN = 'foyer.localhost:5173'
/** A chain the registry lists whose node does not answer. */
const DEAD_CHAIN = 31339

let db: Database
let anvil: Anvil
let app: FastifyInstance
let project: Project
let otherProject: Project
/** Projects whose allowed origins include `*` (every origin, for the public routes). */
let openProject: Project
let openShop: Project
let factory: Address
let clock: Date

beforeAll(async () => {
  ;[db, anvil] = await Promise.all([migratedPglite(), startAnvil({ chainId: 31337, port: 0 })])
  const transport = http(anvil.rpcUrl)
  const hash = await createWalletClient({ account: ALICE, transport }).deployContract({
    abi: testSmartWalletFactoryAbi,
    bytecode: testSmartWalletFactoryBytecode,
    chain: null,
  })
  const receipt = await chainClient().waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('The factory was not deployed')
  factory = receipt.contractAddress
  const registry = createChainRegistry({
    chains: [
      { chainId: 31337, rpcUrl: anvil.rpcUrl },
      { chainId: DEAD_CHAIN, rpcUrl: 'http://127.0.0.1:9/' },
    ],
    deployments: async () => undefined,
  })
  app = await createApp(testConfig({ TRUST_PROXY: 'loopback' }), {
    db,
    now: () => clock,
    chain: { registry, rpcPolicy: { retryCount: 0, retryDelayMs: 10, timeoutMs: 2_000 } },
  })
  project = await createProject(db, {
    name: 'Shop',
    allowedOrigins: [PAGE, 'https://*.shop.example'],
  })
  otherProject = await createProject(db, {
    name: 'Other',
    allowedOrigins: ['https://other.example'],
  })
  openProject = await createProject(db, { name: 'Open', allowedOrigins: ['*'] })
  openShop = await createProject(db, { name: 'Open shop', allowedOrigins: ['*', PAGE] })
})
afterAll(async () => {
  await app.close()
  await Promise.all([anvil.stop(), db.close()])
})
beforeEach(() => {
  clock = new Date()
})

function chainClient() {
  return createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
}

const url = (path: string, of: Project = project) => `${path}${projectQuery(of.id)}`

async function nonce(of: Project = project): Promise<string> {
  const response = await app.inject({ method: 'GET', url: url(SIWX_PATHS.nonce, of) })
  expect(response.statusCode).toBe(200)
  return siwxNonceResponseSchema.parse(response.json()).nonce
}

async function messageFor(address: string, fields: Partial<SiwxMessage> = {}): Promise<string> {
  return createSiwxMessage({
    accountAddress: address,
    chainId: 'eip155:31337',
    domain: DOMAIN,
    uri: PAGE,
    version: '1',
    nonce: fields.nonce ?? (await nonce()),
    statement: 'Sign in to the shop.',
    issuedAt: clock.toISOString(),
    ...fields,
  })
}

function verify(
  body: { message: string; signature: string },
  headers: Record<string, string> = {},
  of: Project = project,
) {
  return app.inject({
    method: 'POST',
    url: url(SIWX_PATHS.verify, of),
    headers: { origin: PAGE, ...headers },
    payload: body,
  })
}

async function signIn(account: LocalAccount, fields: Partial<SiwxMessage> = {}) {
  const message = await messageFor(account.address, fields)
  const signature = await account.signMessage({ message })
  return { message, signature, response: await verify({ message, signature }) }
}

/** The session cookie a response set: `name=value` and its attributes. */
function setCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  const value = Array.isArray(header) ? header.join('\n') : header
  expect(value).toBeDefined()
  return value as string
}

function cookieOf(response: LightMyRequestResponse): string {
  return setCookie(response).split(';', 1)[0] as string
}

const me = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: url(SIWX_PATHS.me),
    headers: cookie ? { cookie, origin: PAGE } : { origin: PAGE },
  })

/** A refusal with one of the protocol's SIWX_ERROR_CODES. */
function expectError(response: LightMyRequestResponse, status: number, code: SiwxErrorCode) {
  expect(response.statusCode, response.body).toBe(status)
  const answered = apiErrorSchema.parse(response.json()).error.code
  expect(SIWX_ERROR_CODES).toContain(answered)
  expect(answered).toBe(code)
}

describe('GET nonce', () => {
  it('hands out fresh single-use nonces, kept only as hashes, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: url(SIWX_PATHS.nonce) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = siwxNonceResponseSchema.parse(response.json())
    expect(new Date(body.expiresAt).getTime()).toBe(clock.getTime() + SIWX_NONCE_TTL_SECONDS * 1000)
    expect(await nonce()).not.toBe(body.nonce)
    const rows = await db.query<{ nonce_hash: string }>('SELECT nonce_hash FROM siwx_nonces')
    expect(rows.length).toBeGreaterThanOrEqual(2)
    expect(rows.map((row) => row.nonce_hash)).not.toContain(body.nonce)
  })

  it('needs a project like every project route', async () => {
    const response = await app.inject({ method: 'GET', url: SIWX_PATHS.nonce })
    expect(response.statusCode).toBe(401)
  })
})

describe('sign in, me, sign out', () => {
  it('signs in a plain account: the session comes back and as an httpOnly cookie', async () => {
    const { response } = await signIn(ALICE)
    expect(response.statusCode, response.body).toBe(200)
    const session = siwxSessionSchema.parse(response.json())
    expect(session).toMatchObject({
      address: ALICE.address,
      chainId: 'eip155:31337',
      domain: DOMAIN,
      uri: PAGE,
      issuedAt: clock.toISOString(),
    })
    expect(new Date(session.expiresAt).getTime()).toBe(
      clock.getTime() + SIWX_SESSION_MAX_SECONDS * 1000,
    )
    const cookie = setCookie(response)
    expect(cookie).toMatch(new RegExp(`^${siwxCookieName(project.id)}=[A-Za-z0-9_-]{43}; `))
    expect(cookie).toContain('; Path=/auth/v1/siwx')
    expect(cookie).toContain(`; Max-Age=${SIWX_SESSION_MAX_SECONDS}`)
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).toContain('; SameSite=Lax')
    expect(cookie).not.toContain('Secure')

    const answer = await me(cookieOf(response))
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual(session)
  })

  it('marks the cookie Secure over https', async () => {
    const message = await messageFor(ALICE.address)
    const signature = await ALICE.signMessage({ message })
    const response = await verify({ message, signature }, { 'x-forwarded-proto': 'https' })
    expect(response.statusCode, response.body).toBe(200)
    expect(setCookie(response)).toContain('; Secure')
  })

  it('marks the cookie Secure when the public API URL is https, behind a proxy it does not trust', async () => {
    const behindTls = await createApp(testConfig({ PUBLIC_API_URL: 'https://api.shop.example' }), {
      db,
      now: () => clock,
      chain: {
        registry: createChainRegistry({
          chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
          deployments: async () => undefined,
        }),
      },
    })
    try {
      const message = await messageFor(ALICE.address)
      const signature = await ALICE.signMessage({ message })
      // The TLS proxy forwards plain http; without TRUST_PROXY its header does not count.
      const response = await behindTls.inject({
        method: 'POST',
        url: url(SIWX_PATHS.verify),
        headers: { origin: PAGE, 'x-forwarded-proto': 'http' },
        payload: { message, signature },
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(setCookie(response)).toMatch(/; SameSite=Lax; Secure$/)
      const out = await behindTls.inject({
        method: 'POST',
        url: url(SIWX_PATHS.signOut),
        headers: { cookie: cookieOf(response), origin: PAGE },
      })
      expect(setCookie(out)).toMatch(/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/)
    } finally {
      await behindTls.close()
    }
  })

  it('answers 401 to me without a session, with an unknown cookie, or in another project', async () => {
    expectError(await me(), 401, 'UNAUTHORIZED')
    expectError(await me(`${siwxCookieName(project.id)}=${'x'.repeat(43)}`), 401, 'UNAUTHORIZED')
    const { response } = await signIn(ALICE)
    const token = cookieOf(response).split('=')[1]
    const elsewhere = await app.inject({
      method: 'GET',
      url: url(SIWX_PATHS.me, otherProject),
      headers: { cookie: `${siwxCookieName(otherProject.id)}=${token}` },
    })
    expectError(elsewhere, 401, 'UNAUTHORIZED')
  })

  it('signs out: the session is deleted and the cookie cleared', async () => {
    const { response } = await signIn(ALICE)
    const cookie = cookieOf(response)
    const token = cookie.split('=')[1] as string
    const stored = () =>
      db.query('SELECT 1 FROM siwx_sessions WHERE token_hash = $1', [sha256Hex(token)])
    expect(await stored()).toHaveLength(1)
    const out = await app.inject({
      method: 'POST',
      url: url(SIWX_PATHS.signOut),
      headers: { cookie, origin: PAGE },
    })
    expect(out.statusCode).toBe(204)
    expect(setCookie(out)).toMatch(
      new RegExp(`^${siwxCookieName(project.id)}=; Path=/auth/v1/siwx; Max-Age=0; HttpOnly`),
    )
    expectError(await me(cookie), 401, 'UNAUTHORIZED')
    expect(await stored()).toHaveLength(0)
  })

  it('ends the session at the message expirationTime', async () => {
    const expirationTime = new Date(clock.getTime() + 3_600_000).toISOString()
    const { response } = await signIn(ALICE, { expirationTime })
    expect(response.statusCode, response.body).toBe(200)
    expect(setCookie(response)).toContain('; Max-Age=3600;')
    expect(response.json().expiresAt).toBe(expirationTime)
    const cookie = cookieOf(response)
    expect((await me(cookie)).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 3_600_000)
    expectError(await me(cookie), 401, 'UNAUTHORIZED')
  })
})

describe('verify refuses', () => {
  it('a tampered message (changed after signing)', async () => {
    const message = await messageFor(ALICE.address)
    const signature = await ALICE.signMessage({ message })
    const tampered = message.replace('Sign in to the shop.', 'Sign in to the shop and pay.')
    expectError(await verify({ message: tampered, signature }), 401, 'INVALID_SIGNATURE')
  })

  it('a malformed message, and a body that is not a message and a signature', async () => {
    const message = await messageFor(ALICE.address)
    const signature = await ALICE.signMessage({ message: `${message}\nExtra: line` })
    expectError(
      await verify({ message: `${message}\nExtra: line`, signature }),
      400,
      'MALFORMED_MESSAGE',
    )
    expectError(await verify({ message: 'Hello', signature }), 400, 'MALFORMED_MESSAGE')
    expectError(await verify({ message, signature: 'nope' }), 400, 'INVALID_PARAMS')
  })

  it('a replayed nonce: the same signed message twice', async () => {
    const { message, signature, response } = await signIn(ALICE)
    expect(response.statusCode).toBe(200)
    expectError(await verify({ message, signature }), 401, 'NONCE_USED')
  })

  it('a nonce this server never issued, or issued to another project', async () => {
    const made = await signIn(ALICE, { nonce: 'NeverIssued0123' })
    expectError(made.response, 401, 'NONCE_UNKNOWN')
    const foreign = await signIn(ALICE, { nonce: await nonce(otherProject) })
    expectError(foreign.response, 401, 'NONCE_UNKNOWN')
  })

  it('an expired nonce', async () => {
    const message = await messageFor(ALICE.address)
    const signature = await ALICE.signMessage({ message })
    clock = new Date(clock.getTime() + SIWX_NONCE_TTL_SECONDS * 1000 + 1)
    expectError(await verify({ message, signature }), 401, 'NONCE_EXPIRED')
  })

  it('an expired message', async () => {
    const { response } = await signIn(ALICE, {
      issuedAt: new Date(clock.getTime() - 120_000).toISOString(),
      expirationTime: new Date(clock.getTime() - 60_000).toISOString(),
    })
    expectError(response, 401, 'MESSAGE_EXPIRED')
  })

  it('a message that is not valid yet (notBefore ahead, or issued in the future)', async () => {
    const later = await signIn(ALICE, {
      notBefore: new Date(clock.getTime() + 60_000).toISOString(),
    })
    expectError(later.response, 401, 'MESSAGE_NOT_YET_VALID')
    const future = await signIn(ALICE, {
      issuedAt: new Date(clock.getTime() + 3_600_000).toISOString(),
    })
    expectError(future.response, 401, 'MESSAGE_NOT_YET_VALID')
  })

  it('a domain that is not an allowed origin of the project', async () => {
    const { response } = await signIn(ALICE, { domain: 'evil.example' })
    expectError(response, 403, 'DOMAIN_NOT_ALLOWED')
    // A wildcard origin allows its hosts (with the uri's scheme).
    const shop = await signIn(ALICE, {
      domain: 'app.shop.example',
      uri: 'https://app.shop.example/login',
    })
    expect(shop.response.statusCode, shop.response.body).toBe(200)
  })

  it('a uri that is not an allowed origin of the project', async () => {
    const { response } = await signIn(ALICE, { uri: 'https://evil.example/login' })
    expectError(response, 403, 'URI_NOT_ALLOWED')
  })

  it('a domain and uri that only a bare * entry allows: * does not count for sign-in', async () => {
    const open = await messageFor(ALICE.address, {
      domain: 'evil.example',
      uri: 'https://evil.example',
      nonce: await nonce(openProject),
    })
    const signed = { message: open, signature: await ALICE.signMessage({ message: open }) }
    const refused = await verify(signed, { origin: 'https://evil.example' }, openProject)
    expectError(refused, 403, 'ORIGIN_NOT_ALLOWED')
    // Without an Origin (not from a page) the message itself is checked.
    const fromNoPage = await app.inject({
      method: 'POST',
      url: url(SIWX_PATHS.verify, openProject),
      payload: signed,
    })
    expectError(fromNoPage, 403, 'DOMAIN_NOT_ALLOWED')
    const uri = await messageFor(ALICE.address, {
      uri: 'https://evil.example',
      nonce: await nonce(openShop),
    })
    expectError(
      await verify(
        { message: uri, signature: await ALICE.signMessage({ message: uri }) },
        {},
        openShop,
      ),
      403,
      'URI_NOT_ALLOWED',
    )
    // The concrete origin next to * still signs in.
    const page = await messageFor(ALICE.address, { nonce: await nonce(openShop) })
    const response = await verify(
      { message: page, signature: await ALICE.signMessage({ message: page }) },
      {},
      openShop,
    )
    expect(response.statusCode, response.body).toBe(200)
  })

  it('a request from a page that is not an allowed origin', async () => {
    const message = await messageFor(ALICE.address)
    const signature = await ALICE.signMessage({ message })
    expectError(
      await verify({ message, signature }, { origin: 'https://evil.example' }),
      403,
      'ORIGIN_NOT_ALLOWED',
    )
  })

  it('a bad signature: another account signed, or no signature at all', async () => {
    const message = await messageFor(ALICE.address)
    const signature = await BOB.signMessage({ message })
    expectError(await verify({ message, signature }), 401, 'INVALID_SIGNATURE')
    const other = await messageFor(ALICE.address)
    expectError(
      await verify({ message: other, signature: `0x${'11'.repeat(65)}` }),
      401,
      'INVALID_SIGNATURE',
    )
  })

  it('a chain this API does not serve, and says when a served chain cannot be reached', async () => {
    const unknown = await signIn(ALICE, { chainId: 'eip155:999' })
    expectError(unknown.response, 400, 'UNKNOWN_CHAIN')
    // A plain account's own signature needs no node (viem recovers the key)…
    const plain = await signIn(ALICE, { chainId: `eip155:${DEAD_CHAIN}` })
    expect(plain.response.statusCode, plain.response.body).toBe(200)
    // …any other signature might be a contract account's: without the node it cannot be judged.
    const message = await messageFor(ALICE.address, { chainId: `eip155:${DEAD_CHAIN}` })
    const signature = await BOB.signMessage({ message })
    expectError(await verify({ message, signature }), 502, 'CHAIN_UNAVAILABLE')
  })

  it('never sets a cookie when it refuses', async () => {
    const { response } = await signIn(ALICE, { domain: 'evil.example' })
    expect(response.headers['set-cookie']).toBeUndefined()
  })
})

/** `date` as RFC 3339 without milliseconds (`…:05Z`), or at an offset (`…:05+02:30`). */
function rfc3339(date: Date, offsetMinutes?: number): string {
  if (offsetMinutes === undefined) return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19)
  const abs = Math.abs(offsetMinutes)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** A message the `siwe` package (Spruce's reference library) writes for ALICE. */
async function siweMessage(
  fields: Partial<ConstructorParameters<typeof SiweMessage>[0] & object> = {},
) {
  return new SiweMessage({
    domain: DOMAIN,
    address: ALICE.address,
    uri: PAGE,
    version: '1',
    chainId: 31337,
    nonce: await nonce(),
    issuedAt: rfc3339(clock),
    ...fields,
  }).prepareMessage()
}

async function signedBy(account: LocalAccount, message: string) {
  return verify({ message, signature: await account.signMessage({ message }) })
}

describe('verify accepts EIP-4361 messages other builders write', () => {
  const second = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString()
  it.each([
    ['no statement, times without milliseconds', () => ({})],
    ['a scheme in the first line', () => ({ scheme: 'http' })],
    ['times at a +00:00 offset', () => ({ issuedAt: rfc3339(clock, 0) })],
    ['times at other offsets', () => ({ issuedAt: rfc3339(clock, -300) })],
    [
      'every optional field',
      () => ({
        scheme: 'http',
        statement: 'Sign in to the shop, if you agree.',
        issuedAt: rfc3339(clock, 150),
        expirationTime: rfc3339(new Date(clock.getTime() + 3_600_000), -480),
        notBefore: rfc3339(new Date(clock.getTime() - 60_000), 0),
        requestId: 'req-9f2c',
        resources: [
          'https://foyer.localhost/terms',
          'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        ],
      }),
    ],
  ])('from the siwe package: %s', async (_, fields) => {
    const message = await siweMessage(fields())
    const response = await signedBy(ALICE, message)
    expect(response.statusCode, `${response.body}\n${message}`).toBe(200)
    const session = siwxSessionSchema.parse(response.json())
    expect(session).toMatchObject({ address: ALICE.address, domain: DOMAIN, uri: PAGE })
    // The session keeps the instant the message names, in one form.
    expect(session.issuedAt).toBe(second(clock))
  })

  it('from the siwe package: the session ends at its Expiration Time, read at its offset', async () => {
    const end = new Date(Math.floor(clock.getTime() / 1000) * 1000 + 3_600_000)
    const message = await siweMessage({ expirationTime: rfc3339(end, 330) })
    const response = await signedBy(ALICE, message)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().expiresAt).toBe(end.toISOString())
  })

  it("from viem's createSiweMessage, with a scheme and every field", async () => {
    const message = createSiweMessage({
      scheme: 'http',
      domain: DOMAIN,
      address: ALICE.address,
      uri: `${PAGE}/login`,
      version: '1',
      chainId: 31337,
      nonce: await nonce(),
      statement: 'Sign in with viem.',
      issuedAt: clock,
      expirationTime: new Date(clock.getTime() + 600_000),
      notBefore: new Date(clock.getTime() - 1_000),
      requestId: 'abc',
      resources: ['https://foyer.localhost/terms'],
    })
    const response = await signedBy(ALICE, message)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().issuedAt).toBe(clock.toISOString())
  })

  it('compares times as instants, not as text', async () => {
    // 60 s in the past, though written at +05:00 its text sorts after the clock's.
    const past = new Date(clock.getTime() - 60_000)
    const expired = await siweMessage({
      issuedAt: rfc3339(new Date(clock.getTime() - 120_000), 300),
      expirationTime: rfc3339(past, 300),
    })
    expect(rfc3339(past, 300) > clock.toISOString()).toBe(true)
    expectError(await signedBy(ALICE, expired), 401, 'MESSAGE_EXPIRED')
    // 60 s ahead, though written at -05:00 its text sorts before the clock's.
    const ahead = new Date(clock.getTime() + 60_000)
    const early = await siweMessage({ notBefore: rfc3339(ahead, -300) })
    expect(rfc3339(ahead, -300) < clock.toISOString()).toBe(true)
    expectError(await signedBy(ALICE, early), 401, 'MESSAGE_NOT_YET_VALID')
  })

  it('still checks the domain (with its scheme), uri, nonce, chain and signer', async () => {
    expectError(
      await signedBy(ALICE, await siweMessage({ domain: 'evil.example' })),
      403,
      'DOMAIN_NOT_ALLOWED',
    )
    // The project allows http://foyer.localhost:5173, not https.
    expectError(
      await signedBy(ALICE, await siweMessage({ scheme: 'https' })),
      403,
      'DOMAIN_NOT_ALLOWED',
    )
    expectError(
      await signedBy(ALICE, await siweMessage({ uri: 'https://evil.example/' })),
      403,
      'URI_NOT_ALLOWED',
    )
    expectError(
      await signedBy(ALICE, await siweMessage({ nonce: 'NeverIssued0123' })),
      401,
      'NONCE_UNKNOWN',
    )
    expectError(await signedBy(ALICE, await siweMessage({ chainId: 999 })), 400, 'UNKNOWN_CHAIN')
    expectError(await signedBy(BOB, await siweMessage()), 401, 'INVALID_SIGNATURE')
  })

  it('still refuses malformed ones with MALFORMED_MESSAGE', async () => {
    const good = await siweMessage({ statement: 'Hi.' })
    const issued = rfc3339(clock)
    for (const bad of [
      good.replaceAll('\n', '\r\n'),
      good.replace(ALICE.address, ALICE.address.toLowerCase()),
      good.replace(issued, issued.replace('T', ' ')),
      good.replace(issued, issued.replace('Z', '')),
      good.replace('Hi.\n\n', 'Hi.\n'),
      `${good}\nResources:\n- https://foyer.localhost/terms`.replace('Resources:', 'Resources: x'),
      good.replace('Version: 1', 'Version: 2'),
    ]) {
      expectError(await signedBy(ALICE, bad), 400, 'MALFORMED_MESSAGE')
    }
  })
})

describe('contract accounts', () => {
  const salt = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex
  const walletAddress = (n: number) =>
    chainClient().readContract({
      address: factory,
      abi: testSmartWalletFactoryAbi,
      functionName: 'walletAddress',
      args: [ALICE.address, salt(n)],
    })
  const deployCall = (n: number) =>
    encodeFunctionData({
      abi: testSmartWalletFactoryAbi,
      functionName: 'deploy',
      args: [ALICE.address, salt(n)],
    })

  it('signs in a deployed contract account (ERC-1271) signed by its owner, not by another', async () => {
    const hash = await createWalletClient({
      account: ALICE,
      transport: http(anvil.rpcUrl),
    }).writeContract({
      address: factory,
      abi: testSmartWalletFactoryAbi,
      functionName: 'deploy',
      args: [ALICE.address, salt(1)],
      chain: null,
    })
    await chainClient().waitForTransactionReceipt({ hash })
    const account = await walletAddress(1)
    expect(await chainClient().getCode({ address: account })).toMatch(/^0x.+/)
    const message = await messageFor(account)
    const response = await verify({ message, signature: await ALICE.signMessage({ message }) })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().address).toBe(account)
    const stolen = await messageFor(account)
    expectError(
      await verify({ message: stolen, signature: await BOB.signMessage({ message: stolen }) }),
      401,
      'INVALID_SIGNATURE',
    )
  })

  it('signs in an undeployed contract account (ERC-6492) without deploying it', async () => {
    const account = await walletAddress(2)
    expect(await chainClient().getCode({ address: account })).toBeUndefined()
    const message = await messageFor(account)
    const signature = serializeErc6492Signature({
      address: factory,
      data: deployCall(2),
      signature: await ALICE.signMessage({ message }),
    })
    const response = await verify({ message, signature })
    expect(response.statusCode, response.body).toBe(200)
    expect(await chainClient().getCode({ address: account })).toBeUndefined()
    const stolen = await messageFor(account)
    const forged = serializeErc6492Signature({
      address: factory,
      data: deployCall(2),
      signature: await BOB.signMessage({ message: stolen }),
    })
    expectError(await verify({ message: stolen, signature: forged }), 401, 'INVALID_SIGNATURE')
  })
})

describe('CORS', () => {
  const preflight = (path: string, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: url(path),
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })

  it('lets the project origins send credentials to the SIWX routes, and nobody else', async () => {
    const allowed = await preflight(SIWX_PATHS.verify, PAGE)
    expect(allowed.headers['access-control-allow-origin']).toBe(PAGE)
    expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    const answer = await me()
    expect(answer.headers['access-control-allow-origin']).toBe(PAGE)
    expect(answer.headers['access-control-allow-credentials']).toBe('true')

    const stranger = await preflight(SIWX_PATHS.verify, 'https://evil.example')
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
    expect(stranger.headers['access-control-allow-credentials']).toBeUndefined()
    // Other project routes still answer without credentials.
    const other = await preflight('/v1/fungible/price', PAGE)
    expect(other.headers['access-control-allow-origin']).toBe(PAGE)
    expect(other.headers['access-control-allow-credentials']).toBeUndefined()
  })
})
