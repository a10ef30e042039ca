import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer'
import type { FeaturesInput } from '../features/resolveFeatures'
import { devChainA } from '../networks/devChains'
import { memoryStorage } from '../testing/scriptedWallet'

const projectId = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

/**
 * The kit against an API whose remote config fails (a real kit error: "Remote features
 * unavailable"), whose getAnalyticsConfig answers `analytics` and which takes every event.
 */
function kitWithFailingConfig(analytics: boolean, features?: FeaturesInput) {
  const requests: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    })
    if (url.pathname === '/getAnalyticsConfig')
      return Response.json({ isAnalyticsEnabled: analytics })
    if (url.pathname === '/e') return Response.json({ accepted: true }, { status: 202 })
    return Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
  })
  const foyer = createFoyer({
    networks: [devChainA],
    apiUrl: 'http://api.test',
    projectId,
    storage: memoryStorage(),
    logLevel: 'silent',
    features: { email: false, socials: [], ...features },
  })
  cleanups.push(foyer.destroy)
  const settled = () => vi.waitUntil(() => foyer.remoteConfig.get().status === 'error')
  const paths = () => requests.map((request) => `${request.method} ${request.path}`)
  return { foyer, requests, settled, paths }
}

describe('the kit’s error analytics', () => {
  it('reports a kit error when the switch and the project’s analytics are on', async () => {
    const { requests, settled, paths } = kitWithFailingConfig(true)
    await settled()
    await vi.waitUntil(() => paths().includes('POST /e'))
    expect(paths()).toEqual(['GET /appkit/v1/config', 'GET /getAnalyticsConfig', 'POST /e'])
    expect(requests[2]?.body).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: {
        message: 'Remote features unavailable; using the defaults',
        code: 'HTTP_STATUS',
        view: 'Connect',
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
      },
    })
  })

  it('reports the dapp-facing logger’s errors too, at most 5 a minute', async () => {
    const { foyer, settled, paths } = kitWithFailingConfig(true)
    await settled()
    for (let i = 0; i < 10; i++) foyer.logger.error('The modal failed to load')
    await vi.waitUntil(() => paths().filter((path) => path === 'POST /e').length >= 5)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths().filter((path) => path === 'POST /e')).toHaveLength(5)
  })

  it('sends nothing when the project’s analytics is off', async () => {
    const { settled, paths } = kitWithFailingConfig(false)
    await settled()
    await vi.waitUntil(() => paths().includes('GET /getAnalyticsConfig'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths()).toEqual(['GET /appkit/v1/config', 'GET /getAnalyticsConfig'])
  })

  it('sends nothing, not even the config request, with features.analytics off', async () => {
    const { foyer, settled, paths } = kitWithFailingConfig(true, { analytics: false })
    await settled()
    foyer.logger.error('The modal failed to load')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths()).toEqual(['GET /appkit/v1/config'])
  })
})
