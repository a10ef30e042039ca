import { DEFAULT_CACHE_LIFETIME_MS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { createStorage } from '../storage/createStorage'
import { memoryStorage } from '../testing/scriptedWallet'
import { checkAllowedOrigin, fetchAllowedOrigins } from './checkAllowedOrigin'
import { loadRemoteFeatures } from './loadRemoteFeatures'

const projectId = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

function server(answer: () => Response | Promise<Response>) {
  const paths: string[] = []
  const urls: URL[] = []
  const fetch = async (input: string | URL | Request) => {
    urls.push(new URL(String(input)))
    paths.push(new URL(String(input)).pathname)
    return answer()
  }
  const api = createApiClient({
    baseUrl: 'http://localhost:8787',
    projectId,
    fetch: fetch as typeof globalThis.fetch,
  })
  return { api, paths, urls }
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status })

describe('loadRemoteFeatures', () => {
  const features = [{ id: 'email', isEnabled: false, config: null }]

  it('fetches, then answers from the device for 5 minutes, then fetches again', async () => {
    const { api, paths } = server(json({ features }))
    const storage = createStorage(memoryStorage())
    let now = 1_000
    const clock = () => now
    expect(await loadRemoteFeatures(api, storage, projectId, clock)).toEqual({
      features,
      source: 'remote',
    })
    now += DEFAULT_CACHE_LIFETIME_MS - 1
    expect(await loadRemoteFeatures(api, storage, projectId, clock)).toEqual({
      features,
      source: 'cache',
    })
    now += 1
    expect((await loadRemoteFeatures(api, storage, projectId, clock)).source).toBe('remote')
    expect(paths).toEqual(['/appkit/v1/config', '/appkit/v1/config'])
  })

  it('sends the visitor’s timezone as tz, and asks again when it changes', async () => {
    const { api, urls } = server(json({ features }))
    const storage = createStorage(memoryStorage())
    await loadRemoteFeatures(api, storage, projectId)
    expect(urls[0]?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(urls[0]?.searchParams.get('projectId')).toBe(projectId)
    expect((await loadRemoteFeatures(api, storage, projectId)).source).toBe('cache')
    await loadRemoteFeatures(api, storage, projectId, Date.now, 'Asia/Shanghai')
    expect(urls[1]?.searchParams.get('tz')).toBe('Asia/Shanghai')
    expect((await loadRemoteFeatures(api, storage, projectId, Date.now, null)).source).toBe(
      'remote',
    )
    expect(urls[2]?.searchParams.has('tz')).toBe(false)
  })

  it('does not reuse another project’s cache', async () => {
    const { api, paths } = server(json({ features }))
    const storage = createStorage(memoryStorage())
    await loadRemoteFeatures(api, storage, 'a'.repeat(32))
    await loadRemoteFeatures(api, storage, projectId)
    expect(paths).toHaveLength(2)
  })

  it('throws on a failure or a malformed answer', async () => {
    const storage = createStorage(memoryStorage())
    await expect(loadRemoteFeatures(server(json({}, 500)).api, storage, projectId)).rejects.toThrow(
      'HTTP status code: 500',
    )
    await expect(
      loadRemoteFeatures(server(json({ nope: 1 })).api, storage, projectId),
    ).rejects.toThrow('Malformed')
  })
})

describe('allowed origins (docs/product.md#errors)', () => {
  it('returns the list', async () => {
    expect(
      await fetchAllowedOrigins(server(json({ allowedOrigins: ['https://a.io'] })).api),
    ).toEqual(['https://a.io'])
  })

  it.each([
    [429, { status: 'error', code: 'RATE_LIMITED' }],
    [500, { status: 'error', code: 'SERVER_ERROR' }],
    [503, { status: 'error', code: 'SERVER_ERROR' }],
    [403, { status: 'denied', origin: 'https://app.io' }],
  ])('HTTP %s → %j', async (status, expected) => {
    expect(await checkAllowedOrigin(server(json({}, status)).api, 'https://app.io')).toEqual(
      expected,
    )
  })

  it('any other failure gives an empty list', async () => {
    const { api } = server(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await fetchAllowedOrigins(api)).toEqual([])
    expect(await fetchAllowedOrigins(server(json({ allowedOrigins: 'nope' })).api)).toEqual([])
  })

  it('matches the page origin with wildcards', async () => {
    const { api } = server(json({ allowedOrigins: ['http://*.foyer.localhost:*'] }))
    expect(await checkAllowedOrigin(api, 'http://foyer.localhost:5173')).toEqual({
      status: 'denied',
      origin: 'http://foyer.localhost:5173',
    })
    expect(await checkAllowedOrigin(api, 'http://app.foyer.localhost:5173')).toEqual({
      status: 'allowed',
    })
  })
})
