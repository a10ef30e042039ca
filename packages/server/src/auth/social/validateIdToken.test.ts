import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { type IdTokenCheck, validateIdToken } from './validateIdToken'

const issuer = 'https://id.example.com'
const clientId = 'client-1'
const nonce = 'nonce-0123456789'
const now = new Date('2030-01-01T00:00:00.000Z')
const seconds = Math.floor(now.getTime() / 1000)

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey']
let providerKey: Key
let otherKey: Key
let check: Omit<IdTokenCheck, 'consumeNonce'>

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  providerKey = pair.privateKey
  const publicKey = pair.publicKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }
  check = { issuer, clientId, keys: createLocalJWKSet({ keys: [jwk] }), nonce, now }
})

function sign(claims: JWTPayload = {}, key: Key = providerKey) {
  const payload = {
    iss: issuer,
    aud: clientId,
    sub: 'user-1',
    iat: seconds - 10,
    exp: seconds + 300,
    nonce,
    ...claims,
  }
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key)
}

/** A nonce store: each nonce is accepted once. */
function nonceStore() {
  const seen = new Set<string>()
  return async (value: string) => {
    if (seen.has(value)) return false
    seen.add(value)
    return true
  }
}

const rejects = async (token: Promise<string>, reason: RegExp, overrides = {}) => {
  const error = await validateIdToken(await token, {
    ...check,
    consumeNonce: nonceStore(),
    ...overrides,
  }).catch((caught: unknown) => caught)
  expect(error).toMatchObject({ statusCode: 401, code: 'SOCIAL_TOKEN_INVALID' })
  expect((error as Error).message).toMatch(reason)
}

describe('validateIdToken', () => {
  it('returns the claims of a good token', async () => {
    const claims = await validateIdToken(await sign({ email: 'a@b.co' }), {
      ...check,
      consumeNonce: nonceStore(),
    })
    expect(claims).toMatchObject({ sub: 'user-1', email: 'a@b.co', nonce })
  })

  it('refuses a bad signature', async () => {
    await rejects(sign({}, otherKey), /bad signature/)
    const token = await sign()
    const [head, body] = token.split('.')
    await rejects(Promise.resolve(`${head}.${body}.${'A'.repeat(342)}`), /bad signature/)
  })

  it('refuses another audience, and several without azp', async () => {
    await rejects(sign({ aud: 'client-2' }), /another client \(aud\)/)
    await rejects(sign({ aud: [clientId, 'client-2'] }), /authorized party/)
    const claims = await validateIdToken(
      await sign({ aud: [clientId, 'client-2'], azp: clientId }),
      { ...check, consumeNonce: nonceStore() },
    )
    expect(claims.azp).toBe(clientId)
  })

  it('refuses another issuer', async () => {
    await rejects(sign({ iss: 'https://evil.example.com' }), /another issuer/)
  })

  it('refuses an expired token, beyond the clock tolerance only', async () => {
    await rejects(sign({ exp: seconds - 61 }), /has expired/)
    const claims = await validateIdToken(await sign({ exp: seconds - 30 }), {
      ...check,
      consumeNonce: nonceStore(),
    })
    expect(claims.sub).toBe('user-1')
  })

  it('refuses another nonce, or none', async () => {
    await rejects(sign({ nonce: 'other' }), /nonce/)
    await rejects(sign({ nonce: undefined }), /nonce/)
  })

  it('refuses a replayed nonce', async () => {
    const consumeNonce = nonceStore()
    const token = await sign()
    await validateIdToken(token, { ...check, consumeNonce })
    await rejects(Promise.resolve(token), /already used/, { consumeNonce })
    await rejects(sign(), /already used/, { consumeNonce })
  })

  it('refuses an unsigned token and garbage', async () => {
    const header = Buffer.from('{"alg":"none"}').toString('base64url')
    const payload = Buffer.from(
      JSON.stringify({
        iss: issuer,
        aud: clientId,
        sub: 's',
        nonce,
        exp: seconds + 60,
        iat: seconds,
      }),
    ).toString('base64url')
    await rejects(Promise.resolve(`${header}.${payload}.`), /not allowed|not valid/)
    await rejects(Promise.resolve('not.a.jwt'), /not valid/)
  })
})
