import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { silentServer } from '../../test/silentServer'
import { exchangeCode, fetchProviderJson } from './providerRequests'
import type { ResolvedSocialProvider } from './resolveSocialProviders'
import { SOCIAL_PROVIDER_RECORDS } from './socialProviderRecords'

let server: Server
let base: string
let seen: { headers: IncomingMessage['headers']; body: string } | undefined
/** What the fake provider answers next: status and raw body. */
let answer: { status: number; body: string } = { status: 200, body: '{}' }

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen = { headers: request.headers, body }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  base = `http://127.0.0.1:${address.port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const provider = (id: 'x' | 'github', tokenUrl = `${base}/token`): ResolvedSocialProvider => ({
  record: SOCIAL_PROVIDER_RECORDS[id],
  endpoints: { ...SOCIAL_PROVIDER_RECORDS[id], tokenUrl },
  clientId: 'id:1',
  clientSecret: 's&2',
  authorizationParams: {},
  standIn: false,
})
const login = { code: 'c', codeVerifier: 'v', redirectUri: 'http://wallet.test/cb' }
const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

describe('exchangeCode', () => {
  it('sends client_secret_basic with the PKCE verifier', async () => {
    answer = { status: 200, body: '{"access_token":"at","id_token":"it","token_type":"Bearer"}' }
    expect(await exchangeCode(provider('x'), login)).toEqual({ accessToken: 'at', idToken: 'it' })
    expect(seen?.headers.authorization).toBe(
      `Basic ${Buffer.from('id%3A1:s%262').toString('base64')}`,
    )
    expect(Object.fromEntries(new URLSearchParams(seen?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: 'http://wallet.test/cb',
      code_verifier: 'v',
    })
  })

  it('sends client_secret_post, and no verifier without PKCE', async () => {
    answer = { status: 200, body: '{"access_token":"at"}' }
    expect(await exchangeCode(provider('github'), { ...login, codeVerifier: null })).toEqual({
      accessToken: 'at',
    })
    expect(seen?.headers.authorization).toBeUndefined()
    expect(seen?.headers.accept).toBe('application/json')
    const form = Object.fromEntries(new URLSearchParams(seen?.body))
    expect(form).toMatchObject({ client_id: 'id:1', client_secret: 's&2' })
    expect(form.code_verifier).toBeUndefined()
  })

  it.each([
    [
      400,
      '{"error":"invalid_grant","error_description":"bad code"}',
      401,
      /\(400: invalid_grant\) \(bad code\)/,
    ],
    [503, '{"error":"temporarily_unavailable"}', 502, /503/],
    [200, '<html>', 502, /without JSON/],
    [200, '{"token_type":"Bearer"}', 502, /gave no access token/],
  ])('answers %i %s with %i', async (status, body, ours, message) => {
    answer = { status, body }
    const error = await failure(exchangeCode(provider('x'), login))
    expect(error).toMatchObject({ statusCode: ours, code: 'SOCIAL_PROVIDER_FAILED' })
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).toMatch(/^Failed to connect: x /)
  })

  it('reports a provider it cannot reach', async () => {
    const closed = `http://127.0.0.1:1/token`
    const error = await failure(exchangeCode(provider('x', closed), login))
    expect(error).toMatchObject({ statusCode: 502, code: 'SOCIAL_PROVIDER_FAILED' })
    expect((error as Error).message).toMatch(/could not be reached/)
  })
})

describe('fetchProviderJson', () => {
  it('sends the access token, and github’s user agent', async () => {
    answer = { status: 200, body: '{"id":1}' }
    expect(await fetchProviderJson(provider('github'), `${base}/user`, 'at')).toEqual({ id: 1 })
    expect(seen?.headers).toMatchObject({ authorization: 'Bearer at', 'user-agent': 'Foyer' })
  })

  it('refuses a rejected token', async () => {
    answer = { status: 401, body: '{"error":"invalid_token"}' }
    const error = await failure(fetchProviderJson(provider('x'), `${base}/me`, 'bad'))
    expect(error).toMatchObject({ statusCode: 401, code: 'SOCIAL_PROVIDER_FAILED' })
  })

  it('gives up on a provider that never answers', async () => {
    const silent = await silentServer()
    try {
      const error = await failure(
        fetchProviderJson(provider('x'), `http://127.0.0.1:${silent.port}/me`, 'at', {
          timeoutMs: 50,
        }),
      )
      expect((error as Error).message).toMatch(/could not be reached/)
    } finally {
      await silent.close()
    }
  })
})
