import { describe, expect, it } from 'vitest'
import { createApiClient, HttpError } from './createApiClient'

const projectId = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

function recordingFetch(status = 200, body: unknown = { ok: true }) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    return new Response(JSON.stringify(body), { status })
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

describe('createApiClient', () => {
  it('adds projectId, st and sv to every request', async () => {
    const { calls, fetch } = recordingFetch()
    const api = createApiClient({ baseUrl: 'http://localhost:8787/', projectId, fetch })
    await api.get('/getWallets', { page: 2, search: 'rain', chains: undefined })
    const url = new URL(calls[0]?.url ?? '')
    expect(url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      search: 'rain',
      projectId,
      st: 'foyer',
      sv: '0.0.0',
    })
  })

  it('keeps a base path', () => {
    const api = createApiClient({ baseUrl: 'https://api.example.com/foyer', projectId })
    expect(api.url('/v1/x')).toMatch(/^https:\/\/api\.example\.com\/foyer\/v1\/x\?/)
  })

  it('posts JSON', async () => {
    const { calls, fetch } = recordingFetch()
    const api = createApiClient({
      baseUrl: 'http://localhost:8787',
      projectId,
      sdkType: 'custom',
      fetch,
    })
    await api.post('/e', { event: 'ERROR' })
    expect(calls[0]?.init?.method).toBe('POST')
    expect(calls[0]?.init?.body).toBe('{"event":"ERROR"}')
    expect(new URL(calls[0]?.url ?? '').searchParams.get('st')).toBe('custom')
  })

  it("throws 'HTTP status code: {n}' on a non-OK answer", async () => {
    const { fetch } = recordingFetch(503)
    const api = createApiClient({ baseUrl: 'http://localhost:8787', projectId, fetch })
    const failure = api.get('/getWallets')
    await expect(failure).rejects.toThrow('HTTP status code: 503')
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toMatchObject({ code: 'HTTP_STATUS', status: 503 })
  })

  it("keeps the server's error code when it is one of the API's", async () => {
    const limited = recordingFetch(429, { error: { code: 'RATE_LIMITED', message: 'Slow' } })
    const api = createApiClient({ baseUrl: 'http://x.test', projectId, fetch: limited.fetch })
    await expect(api.get('/getWallets')).rejects.toMatchObject({
      name: 'FoyerError',
      code: 'HTTP_STATUS',
      status: 429,
      apiCode: 'RATE_LIMITED',
      message: 'HTTP status code: 429',
    })
    const odd = recordingFetch(400, { error: { code: 'FST_ERR_X', message: 'x' } })
    const other = createApiClient({ baseUrl: 'http://x.test', projectId, fetch: odd.fetch })
    const error = await other.get('/getWallets').catch((e: unknown) => e)
    expect((error as HttpError).apiCode).toBeUndefined()
  })
})
