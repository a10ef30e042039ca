import {
  DEV_SOLANA_ADDRESSES,
  DEV_SOLANA_TOKEN,
  type DevSvmServer,
  devSolanaDeployment,
  startDevSvm,
} from '@foyer/devchain'
import {
  API_ROUTES,
  BITCOIN_MAINNET_CHAIN,
  type CaipNetworkId,
  createSiwxMessage,
  NATIVE_TOKEN_ADDRESS,
  type RouteContract,
  SDK_TYPE,
  SDK_VERSION,
  SOLANA_DEV_CHAIN,
  SOLANA_MAINNET_CHAIN,
} from '@foyer/protocol'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { captureMailer, FRAME_ORIGIN, frameClient } from '../auth/authTestClient'
import { createChainRegistry } from '../chain/chainRegistry'
import { createSolanaChainRegistry } from '../chain/solana/solanaChainRegistry'
import { type DevChain, startDevChain } from '../chain/test/devChain'
import { createProject } from '../projects/createProject'
import { setProjectAnalytics } from '../projects/setProjectAnalytics'
import type { Database } from '../store/database'
import { type AggregatorStandIn, startAggregatorStandIn } from '../swap/testing/aggregatorStandIn'
import { uniswapV2Provider } from '../swap/uniswapV2Provider'
import { migratedPglite } from '../test/migratedPglite'
import { testConfig } from '../test/testConfig'

/**
 * Every route of the API (API_ROUTES, dev routes included: the app runs in dev mode) against
 * generated hostile requests: path parameters, query strings and bodies of arbitrary bytes (NUL,
 * invalid UTF-8, control characters, huge or empty values), arbitrary JSON, wrong content types,
 * with and without a live session. None may answer 5xx: bad input is the client's (4xx).
 */

/** Runs per route in `npm test`; FOYER_FUZZ_RUNS asks for a deeper search (say 1000) by hand. */
const RUNS_PER_ROUTE = Number(process.env.FOYER_FUZZ_RUNS ?? 25)
/** Routes that hold a request open by design (long polls): given a short body only. */
const LONG_POLLS = new Set(['/auth/v1/device/wait', '/auth/v1/farcaster/connect'])

let anvil: DevChain
/** The dev SVM, so that Solana balance requests read a live node. */
let svm: DevSvmServer
/** The swap aggregator's stand-in, routing through the dev chain's router. */
let aggregator: AggregatorStandIn
/** Values a route takes, mixed into the hostile ones so that requests get past the first check. */
let plausible: string[] = []
let db: Database
let app: FastifyInstance
let projectId: string
let token: string

beforeAll(async () => {
  // The dev contracts (tokens, the Uniswap V2 market) so that the swap and on-ramp routes work.
  ;[anvil, svm] = await Promise.all([startDevChain(31337), startDevSvm({ port: 0 })])
  db = await migratedPglite()
  projectId = (await createProject(db, { name: 'Fuzz', allowedOrigins: [FRAME_ORIGIN] })).id
  await setProjectAnalytics(db, projectId, true)
  const mailer = captureMailer()
  // Smart accounts on the chain, so that the bundler and paymaster routes read what they get
  // (anvil stands in for the bundler: it answers the bundler's methods with JSON-RPC errors),
  // and the sessions routes ask the node (the dev relayer in dev mode; no account there: no
  // session listed, none to revoke).
  const address = (n: number) => `0x${String(n).repeat(40)}` as const
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, bundlerUrl: anvil.rpcUrl }],
    deployments: async () => ({
      chains: [
        {
          ...anvil.deployment,
          smartAccounts: {
            entryPoint: address(1),
            simpleAccountFactory: address(2),
            simple7702Account: address(3),
            paymaster: address(4),
            foyerAccountFactory: address(5),
          },
        },
      ],
    }),
  })
  const solanaRegistry = createSolanaChainRegistry({
    chains: [{ caipNetworkId: SOLANA_DEV_CHAIN, rpcUrl: svm.rpcUrl }],
    deployments: async () => ({
      chains: [anvil.deployment],
      solana: [devSolanaDeployment(svm.rpcUrl, [anvil.deployment])],
    }),
  })
  const chain = await registry.get(31337)
  const router = anvil.deployment.swap?.router
  if (!chain || !router) throw new Error('no market on the dev chain')
  const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
  aggregator = await startAggregatorStandIn({
    provider: uniswapV2Provider(chain, client, router),
    chainId: 31337,
    apiKey: 'fuzz-aggregator-key',
    spender: router,
  })
  const [fusd] = anvil.deployment.tokens
  // Sign-in messages of every namespace SIWX reads, for the page the fuzz requests come from.
  const siwx = (chainId: CaipNetworkId, accountAddress: string) =>
    createSiwxMessage({
      accountAddress,
      chainId,
      domain: new URL(FRAME_ORIGIN).host,
      uri: FRAME_ORIGIN,
      version: '1',
      nonce: 'fuzzfuzzfuzz1234',
      issuedAt: new Date().toISOString(),
    })
  plausible = [
    'eip155:31337',
    SOLANA_MAINNET_CHAIN,
    SOLANA_DEV_CHAIN,
    BITCOIN_MAINNET_CHAIN,
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
    siwx(SOLANA_MAINNET_CHAIN, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
    siwx(BITCOIN_MAINNET_CHAIN, 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'),
    `0x${'ab'.repeat(64)}`,
    `0x1f${'cd'.repeat(64)}`,
    DEV_SOLANA_ADDRESSES[0],
    DEV_SOLANA_TOKEN.mint,
    NATIVE_TOKEN_ADDRESS,
    fusd?.address ?? NATIVE_TOKEN_ADDRESS,
    '1000000',
    'aggregator',
    'foyer-router',
    'Asia/Shanghai',
    'Europe/Paris',
    'true',
  ]
  app = await createApp(
    testConfig({
      CHAIN_RPC_URLS: `31337=${anvil.rpcUrl}`,
      ANALYTICS_ENABLED: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      ONRAMP_RESTRICTED_TIMEZONES: 'default',
      SWAP_AGGREGATOR_URL: aggregator.url,
      SWAP_AGGREGATOR_KEY: 'fuzz-aggregator-key',
      SOLANA_RPC_URLS: `${SOLANA_DEV_CHAIN}=${svm.rpcUrl}`,
    }),
    { db, mailer, chain: { registry, solanaRegistry } },
  )
  await app.ready()
  const frame = frameClient(app, projectId)
  const deviceId = 'fuzz-device-0123456789abcdef'
  await frame.post('/auth/v1/email/connect', { email: 'fuzz@example.com', deviceId })
  const otp = mailer.last('fuzz@example.com').preview
  const grant = await frame.post('/auth/v1/email/otp', {
    email: 'fuzz@example.com',
    deviceId,
    otp,
  })
  token = (grant.json() as { token: string }).token
  expect(token).toMatch(/./)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await aggregator?.close()
  await db?.close()
  await anvil?.stop()
  await svm?.stop()
})

/** Each byte as %XX: any byte sequence, valid UTF-8 or not, as a URL part. */
const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')

const utf8 = (text: string) => new TextEncoder().encode(text)

/** Strings an attacker tries first, and arbitrary ones. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uFFFF',
    '\u202E',
    '%',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '-1',
    '1e309',
    'NaN',
    '0x',
    `0x${'f'.repeat(40)}`,
    `0x${'0'.repeat(64)}`,
    'eip155:31337',
    'x'.repeat(5000),
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 32 }),
)

/** A URL part: hostile text (UTF-8) or arbitrary bytes, percent-encoded. */
const urlPart = fc.oneof(
  hostileText.map((text) => percentEncoded(utf8(text))),
  fc.uint8Array({ maxLength: 48 }).map(percentEncoded),
)

const queryFor = (contract: RouteContract) =>
  fc
    .record({
      project: fc.oneof(
        { weight: 4, arbitrary: fc.constant(`projectId=${projectId}`) },
        urlPart.map((value) => `projectId=${value}`),
        fc.constant(`projectId=${projectId}&projectId=${projectId}`),
        fc.constant(''),
      ),
      sdk: fc.oneof(
        { weight: 3, arbitrary: fc.constant(`st=${SDK_TYPE}&sv=${SDK_VERSION}`) },
        fc.tuple(urlPart, urlPart).map(([st, sv]) => `st=${st}&sv=${sv}`),
      ),
      extra: fc.array(fc.tuple(urlPart, urlPart), { maxLength: 4 }),
      known: fc.array(
        fc.tuple(
          fc.constantFrom(
            'search',
            'include',
            'exclude',
            'page',
            'entries',
            'chainId',
            'cursor',
            'token',
            'currency',
            'address',
            'name',
            'to',
            'channelToken',
            'tz',
            'onramp',
            // The swap routes'.
            'from',
            'amount',
            'tokenAddress',
            'userAddress',
            'provider',
          ),
          fc.oneof(
            urlPart,
            fc.constantFrom(...plausible).map((value) => percentEncoded(utf8(value))),
          ),
        ),
        { maxLength: 3 },
      ),
    })
    .map(({ project, sdk, extra, known }) =>
      [project, sdk, ...[...known, ...extra].map(([key, value]) => `${key}=${value}`)]
        .filter(Boolean)
        .join('&'),
    )
    .map((query) =>
      contract.access === 'public' ? query.replace(/projectId=[^&]*&?/g, '') : query,
    )

const pathFor = (contract: RouteContract) =>
  fc.array(urlPart, { minLength: 3, maxLength: 3 }).map(([first = '', second = '', rest = '']) => {
    let n = 0
    return contract.path
      .replace(/:[A-Za-z]+/g, () => (n++ === 0 ? first : second) || 'x')
      .replace(/\*$/, rest)
  })

/** The keys a route's body schema names (when it is an object), for bodies of the right shape. */
function bodyKeys(contract: RouteContract): string[] {
  const shape = (contract.body as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape) : []
}

const jsonBody = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value))

const bodyFor = (contract: RouteContract) => {
  const keys = bodyKeys(contract)
  const shaped =
    keys.length > 0
      ? fc
          .record(
            Object.fromEntries(
              keys.map((key) => [
                key,
                fc.oneof(
                  hostileText,
                  fc.jsonValue({ maxDepth: 2 }),
                  fc.integer(),
                  fc.constantFrom(...plausible),
                ),
              ]),
            ),
            { requiredKeys: [] },
          )
          .map((value) => JSON.stringify(value))
      : jsonBody
  return fc.record({
    payload: fc.oneof(
      { weight: 3, arbitrary: shaped },
      jsonBody,
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
      hostileText,
    ),
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/octet-stream',
        '*/*',
        'garbage',
      ),
    ),
  })
}

const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
  maxLength: 80,
})

const headersArbitrary = fc.record({
  authorization: fc.oneof(
    fc.constant(undefined),
    fc.constant('live'),
    headerValue.map((value) => `Bearer ${value}`),
    headerValue,
  ),
  origin: fc.oneof(fc.constant(FRAME_ORIGIN), fc.constant(undefined), headerValue),
})

describe('every route against hostile input', () => {
  const routes = API_ROUTES.filter((contract) => contract.method !== 'ALL')
  it.each(routes.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s answers no 5xx',
    async (_, contract) => {
      await fc.assert(
        fc.asyncProperty(
          pathFor(contract),
          queryFor(contract),
          bodyFor(contract),
          headersArbitrary,
          async (path, query, body, { authorization, origin }) => {
            const longPoll = LONG_POLLS.has(contract.path) && authorization === 'live'
            const headers: Record<string, string> = {}
            if (authorization) {
              headers.authorization = authorization === 'live' ? `Bearer ${token}` : authorization
            }
            if (origin) headers.origin = origin
            const response = await app.inject({
              method: contract.method === 'POST' ? 'POST' : 'GET',
              url: `${path}?${query}`,
              headers:
                contract.method === 'POST'
                  ? { ...headers, 'content-type': body.contentType }
                  : headers,
              ...(contract.method === 'POST' ? { payload: longPoll ? '{}' : body.payload } : {}),
            })
            expect(
              response.statusCode,
              `${contract.method} ${path}?${query} → ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500)
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      )
    },
    60_000,
  )
})

describe('the balance route on a Solana chain against hostile input', () => {
  // Issue 22: the route's Solana inputs (chainId=solana:…, a base58 address), past the first
  // checks often enough to reach the dev SVM.
  const solanaAddress = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...DEV_SOLANA_ADDRESSES, DEV_SOLANA_TOKEN.mint) },
    // Base58 of other lengths and alphabets, and hostile text.
    fc.string({
      unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'),
      maxLength: 50,
    }),
    urlPart,
  )
  const chainId = fc.oneof(
    { weight: 3, arbitrary: fc.constant(SOLANA_DEV_CHAIN) },
    fc.constantFrom('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:', 'solana::', 'solana:x:y'),
    urlPart.map((value) => `solana:${value}`),
  )
  it('answers no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        solanaAddress,
        chainId,
        fc.constantFrom('usd', 'EUR', 'gbp', ''),
        fc.constantFrom('true', 'false', 'yes', ''),
        async (address, chain, currency, forceUpdate) => {
          const path = /^[1-9A-HJ-NP-Za-km-z]*$/.test(address) ? address || 'x' : address
          const query = `projectId=${projectId}&st=${SDK_TYPE}&sv=${SDK_VERSION}&chainId=${encodeURIComponent(chain).replace(/%25/g, '%')}&currency=${currency}&forceUpdate=${forceUpdate}`
          const response = await app.inject({
            method: 'GET',
            url: `/v1/account/${path}/balance?${query}`,
          })
          expect(
            response.statusCode,
            `${path} ${query} → ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS_PER_ROUTE * 8 },
    )
  }, 60_000)
})
