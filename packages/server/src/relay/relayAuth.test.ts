import { createHash } from 'node:crypto'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt, signJwtPayload } from './testing/relayJwt'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

const TOPIC = 'ab'.repeat(32)
const nowSeconds = () => Math.floor(Date.now() / 1000)

let db: Database
let relay: TestRelay
beforeAll(async () => {
  db = await migratedPglite()
  relay = await startTestRelay({ db, env: { PUBLIC_API_URL: 'https://api.example.com' } })
})
afterAll(async () => {
  await relay.close()
  await db.close()
})

describe('relay connections', () => {
  it('accept a valid JWT for a known project; the client id is the JWT iss', async () => {
    const { jwt, clientId } = await relayJwt(relay.url)
    const client = await RawRelayClient.connect(relay.url, {
      auth: jwt,
      projectId: relay.projectId,
      ua: 'wc-2/js-2.21.8/linux/node',
      useOnCloseEvent: 'true',
    })
    try {
      const reply = await client.request('irn_subscribe', { topic: TOPIC })
      expect(reply.result).toBe(
        createHash('sha256')
          .update(TOPIC + clientId)
          .digest('hex'),
      )
    } finally {
      await client.close()
    }
  })

  it('accept a JWT for the public API host (PUBLIC_API_URL, behind a proxy)', async () => {
    const { jwt } = await relayJwt('wss://api.example.com/relay')
    const client = await RawRelayClient.connect(relay.url, {
      auth: jwt,
      projectId: relay.projectId,
    })
    await client.close()
  })

  it('answer a plain HTTP request with 426', async () => {
    const response = await fetch(relay.url.replace('ws://', 'http://'))
    expect(response.status).toBe(426)
    expect(await response.json()).toEqual({
      error: {
        code: 'UPGRADE_REQUIRED',
        message: '/relay is the WalletConnect relay: open a websocket (ws:// or wss://)',
      },
    })
  })
})

describe('relay connections are refused', () => {
  const cases: [string, () => Promise<Record<string, string>>, number, string, string | RegExp][] =
    [
      ['without auth', async () => ({}), 401, 'RELAY_AUTH_REQUIRED', /^auth is required/],
      [
        'with a JWT that is not one',
        async () => ({ auth: 'not.a.jwt' }),
        401,
        'RELAY_AUTH_INVALID',
        /^auth is not a relay-auth JWT/,
      ],
      [
        'with a JWT signed by another key than its iss',
        async () => {
          const ours = await relayJwt(relay.url)
          const theirs = await relayJwt(relay.url)
          const [header, payload] = ours.jwt.split('.')
          return { auth: `${header}.${payload}.${theirs.jwt.split('.')[2]}` }
        },
        401,
        'RELAY_AUTH_INVALID',
        'auth is not signed by the key its iss names',
      ],
      [
        'with a JWT of another algorithm',
        async () => {
          const keyPair = generateKeyPair()
          const { clientId } = await relayJwt(relay.url, { keyPair })
          const payload = {
            iss: clientId,
            sub: 's',
            aud: relay.url,
            iat: 0,
            exp: nowSeconds() + 60,
          }
          return { auth: signJwtPayload({ alg: 'ES256', typ: 'JWT' }, payload, keyPair) }
        },
        401,
        'RELAY_AUTH_INVALID',
        'auth is not a relay-auth JWT: JWT must use EdDSA algorithm',
      ],
      [
        'with a JWT without exp',
        async () => {
          const keyPair = generateKeyPair()
          const { clientId } = await relayJwt(relay.url, { keyPair })
          const payload = { iss: clientId, sub: 's', aud: relay.url, iat: nowSeconds() }
          return { auth: signJwtPayload({ alg: 'EdDSA', typ: 'JWT' }, payload, keyPair) }
        },
        401,
        'RELAY_AUTH_INVALID',
        'auth has no exp',
      ],
      [
        'with an expired JWT',
        async () => ({
          auth: (await relayJwt(relay.url, { issuedAt: nowSeconds() - 7200, ttlSeconds: 3600 }))
            .jwt,
        }),
        401,
        'RELAY_AUTH_EXPIRED',
        /^auth expired at \d{4}-\d\d-\d\dT.*Z: sign a new JWT$/,
      ],
      [
        "with a JWT for another relay (replayed from WalletConnect's)",
        async () => ({ auth: (await relayJwt('wss://relay.walletconnect.org')).jwt }),
        401,
        'RELAY_AUTH_INVALID',
        'auth is for another relay: aud "wss://relay.walletconnect.org" is not this relay\'s URL',
      ],
      [
        'with a JWT whose aud is no URL',
        async () => ({ auth: (await relayJwt('relay')).jwt }),
        401,
        'RELAY_AUTH_INVALID',
        /^auth is for another relay/,
      ],
    ]

  it.each(cases)('%s', async (_, query, status, code, message) => {
    const refused = await RawRelayClient.refused(relay.url, {
      projectId: relay.projectId,
      ...(await query()),
    })
    expect(refused.status).toBe(status)
    expect(refused.body).toEqual({ error: { code, message: expect.stringMatching(message) } })
  })

  it.each([
    [undefined, 401, 'PROJECT_ID_REQUIRED', /^projectId is required/],
    ['xyz', 401, 'INVALID_PARAMS', /^projectId must be 32 hex characters/],
    ['0'.repeat(32), 403, 'UNKNOWN_PROJECT', `No project has the id ${'0'.repeat(32)}`],
  ])('with projectId %s', async (projectId, status, code, message) => {
    const { jwt } = await relayJwt(relay.url)
    const refused = await RawRelayClient.refused(relay.url, { auth: jwt, projectId })
    expect(refused).toEqual({
      status,
      body: { error: { code, message: expect.stringMatching(message) } },
    })
  })
})
