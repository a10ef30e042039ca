import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustodianServer, custodianBanner } from './createCustodianServer'
import { openRelease, rawPublicKey, wrapForCustodian } from './custodianCrypto'
import { custodianKeyOf } from './custodianKey'
import { CUSTODIAN_PATHS } from './custodianProtocol'

const token = 'custodian-token-0123456789abcdef-XYZ'
const rawKey = randomBytes(32)
const key = custodianKeyOf(rawKey)
const context = { address: `0x${'34'.repeat(20)}`, userId: '6f1c2a9e-0000-4000-8000-000000000002' }
const audit: string[] = []
let app: FastifyInstance

beforeAll(async () => {
  app = await createCustodianServer({
    key,
    token,
    audit: (line) => audit.push(line),
    now: () => new Date('2030-01-01T00:00:00.000Z'),
  })
})
afterAll(() => app.close())

const auth = (value = token) => ({ authorization: `Bearer ${value}` })

/** A release request for a fresh wrap of `rk`, as the API sends it. */
function releaseBody(rk: Buffer) {
  const recipient = generateKeyPairSync('x25519').privateKey
  const sealed = wrapForCustodian(key.publicKey.publicKey, rk, context)
  return {
    recipient,
    body: {
      keyId: key.publicKey.keyId,
      ...sealed,
      context,
      recipientPublicKey: rawPublicKey(recipient),
    },
  }
}

const release = (body: unknown, headers: Record<string, string> = auth()) =>
  app.inject({ method: 'POST', url: CUSTODIAN_PATHS.release, headers, payload: body as object })

describe('the custodian', () => {
  it('answers its key to the API', async () => {
    const response = await app.inject({ method: 'GET', url: CUSTODIAN_PATHS.key, headers: auth() })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(key.publicKey)
  })

  it('releases RK sealed to the recipient only, and audits it without secrets', async () => {
    const rk = randomBytes(32)
    const { recipient, body } = releaseBody(rk)
    const response = await release(body)
    expect(response.statusCode).toBe(200)
    const answer = response.json()
    expect(Object.keys(answer).sort()).toEqual(['ephemeralPublicKey', 'wrap'])
    expect(openRelease(recipient, answer, context)?.equals(rk)).toBe(true)
    expect(response.body).not.toContain(rk.toString('base64url'))
    const line = JSON.parse(audit.at(-1) ?? '{}')
    expect(line).toEqual({
      event: 'custodian-release',
      time: '2030-01-01T00:00:00.000Z',
      userId: context.userId,
      address: context.address,
      keyId: key.publicKey.keyId,
    })
    const all = audit.join('\n')
    for (const secret of [
      rk.toString('base64url'),
      rk.toString('hex'),
      rawKey.toString('base64url'),
      token,
      body.wrap,
    ]) {
      expect(all).not.toContain(secret)
    }
  })

  it('answers 401 without the token, or with another one (of any length)', async () => {
    const { body } = releaseBody(randomBytes(32))
    for (const headers of [{}, auth('nope'), auth(`${token}x`), { authorization: token }]) {
      const response = await release(body, headers)
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
      const keyAnswer = await app.inject({ method: 'GET', url: CUSTODIAN_PATHS.key, headers })
      expect(keyAnswer.statusCode).toBe(401)
    }
  })

  it('answers 400 to a bad body, never a 5xx', async () => {
    const { body } = releaseBody(randomBytes(32))
    for (const bad of [
      {},
      { ...body, keyId: 'short' },
      { ...body, wrap: 'plain' },
      { ...body, context: { ...context, userId: 'x' } },
      { ...body, recipientPublicKey: 'A'.repeat(44) },
      { ...body, extra: 1 },
      // A low-order recipient key: no usable secret.
      { ...body, recipientPublicKey: Buffer.alloc(32).toString('base64url') },
    ]) {
      const response = await release(bad)
      expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      expect(response.json().error.code).toBe('INVALID_PARAMS')
    }
    const notJson = await app.inject({
      method: 'POST',
      url: CUSTODIAN_PATHS.release,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{',
    })
    expect(notJson.statusCode).toBe(400)
  })

  it('answers 409 for another key id, 422 for a wrap that does not open', async () => {
    const { body } = releaseBody(randomBytes(32))
    const otherKey = await release({ ...body, keyId: 'A'.repeat(22) })
    expect(otherKey.statusCode).toBe(409)
    const otherUser = await release({
      ...body,
      context: { ...context, userId: '6f1c2a9e-0000-4000-8000-000000000003' },
    })
    expect(otherUser.statusCode).toBe(422)
    const forOther = wrapForCustodian(
      custodianKeyOf(randomBytes(32)).publicKey.publicKey,
      randomBytes(32),
      context,
    )
    expect((await release({ ...body, ...forOther })).statusCode).toBe(422)
  })

  it('never answers 5xx to hostile input (fuzz, as http/routeFuzz.test.ts does for the API)', async () => {
    const { body } = releaseBody(randomBytes(32))
    const field = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('', '\u0000', 'x'.repeat(5000), Buffer.alloc(32).toString('base64url')),
    )
    const payload = fc.oneof(
      fc
        .record(Object.fromEntries(Object.keys(body).map((key) => [key, field])), {
          requiredKeys: [],
        })
        .map((partial) => JSON.stringify({ ...body, ...partial })),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    )
    await fc.assert(
      fc.asyncProperty(
        payload,
        fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
        fc.boolean(),
        async (data, contentType, withToken) => {
          const response = await app.inject({
            method: 'POST',
            url: CUSTODIAN_PATHS.release,
            headers: { ...(withToken ? auth() : {}), 'content-type': contentType },
            payload: data,
          })
          // 200 only for the untouched valid body; everything else a clear 4xx.
          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode === 200) expect(withToken).toBe(true)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('says at start what running it means', () => {
    expect(custodianBanner(key.publicKey)).toMatch(
      /custodial email recovery is ON[\s\S]*restore every wallet/,
    )
  })
})
