import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SDK_TYPE, SIWX_PATHS, type SiwxSession } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../api/createApiClient'
import { createSiwxClient } from './createSiwxClient'

const PROJECT = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
const session: SiwxSession = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  domain: 'foyer.localhost:5173',
  uri: 'http://foyer.localhost:5173',
  issuedAt: '2025-01-01T00:00:00.000Z',
  expiresAt: '2025-01-08T00:00:00.000Z',
}

/**
 * A stand-in for the server's SIWX routes on loopback: a session cookie after verify, `me` by
 * that cookie (401 without), sign out clears it; `verify` with signature 0xbad answers 401.
 */
let server: Server
let baseUrl: string
const seen: { path: string; query: URLSearchParams; body: string; cookie: string | undefined }[] =
  []

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    let body = ''
    for await (const chunk of request) body += chunk
    seen.push({ path: url.pathname, query: url.searchParams, body, cookie: request.headers.cookie })
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers })
      response.end(JSON.stringify(value))
    }
    if (url.pathname === SIWX_PATHS.nonce) {
      return json(200, { nonce: 'abcdef0123456789', expiresAt: '2025-01-01T00:10:00.000Z' })
    }
    if (url.pathname === SIWX_PATHS.verify) {
      if (JSON.parse(body).signature === '0xbad')
        return json(401, { error: { code: 'INVALID_SIGNATURE', message: 'no' } })
      return json(200, session, { 'set-cookie': 'sid=token1234567890abcd; HttpOnly' })
    }
    if (url.pathname === SIWX_PATHS.me) {
      if (request.headers.cookie === 'sid=token1234567890abcd') return json(200, session)
      return json(401, { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } })
    }
    if (url.pathname === SIWX_PATHS.signOut) {
      response.writeHead(204, { 'set-cookie': 'sid=; Max-Age=0' })
      return response.end()
    }
    json(500, { error: { code: 'BROKEN', message: 'broken' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/**
 * fetch with a one-cookie jar, as a browser keeps cookies for `credentials: 'include'`; it
 * records each request's credentials mode.
 */
function browserFetch() {
  let cookie: string | undefined
  const modes: (RequestCredentials | undefined)[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    modes.push(init?.credentials)
    const headers = new Headers(init?.headers)
    if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
    const response = await globalThis.fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.includes('Max-Age=0') ? undefined : set.split(';')[0]
    return response
  }
  return { fetch, modes }
}

describe('createSiwxClient', () => {
  it('gets a nonce, verifies, reads the session by its cookie and signs out, always with credentials', async () => {
    const browser = browserFetch()
    const client = createSiwxClient({ baseUrl, projectId: PROJECT, fetch: browser.fetch })
    expect(await client.me()).toBeUndefined()
    expect((await client.nonce()).nonce).toBe('abcdef0123456789')
    expect(await client.verify({ message: 'm', signature: '0x12' })).toEqual(session)
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ message: 'm', signature: '0x12' })
    expect(await client.me()).toEqual(session)
    await client.signOut()
    expect(await client.me()).toBeUndefined()
    expect(browser.modes.every((mode) => mode === 'include')).toBe(true)
    // Every request carries projectId, st and sv (docs/product.md#http-api).
    for (const request of seen) {
      expect(request.query.get('projectId')).toBe(PROJECT)
      expect(request.query.get('st')).toBe(SDK_TYPE)
    }
  })

  it('throws HttpError when the server refuses a sign-in or fails', async () => {
    const client = createSiwxClient({ baseUrl, projectId: PROJECT, fetch: browserFetch().fetch })
    await expect(client.verify({ message: 'm', signature: '0xbad' })).rejects.toThrow(
      new HttpError(401, 'INVALID_SIGNATURE'),
    )
    const broken = createSiwxClient({
      baseUrl: `${baseUrl}/elsewhere`,
      projectId: PROJECT,
      fetch: browserFetch().fetch,
    })
    await expect(broken.nonce()).rejects.toThrow('HTTP status code: 500')
    await expect(broken.me()).rejects.toThrow('HTTP status code: 500')
  })
})
