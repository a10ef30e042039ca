import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { ORIGINS_LIMIT_FACTOR } from './projectRateLimit'

describe.each(migratedTestDatabases)('rate limit per project and client, %s', (_, open) => {
  let db: Database
  let app: FastifyInstance | undefined
  let shop: Project
  let other: Project
  beforeAll(async () => {
    db = await open()
    shop = await createProject(db, { name: 'Shop', allowedOrigins: ['https://shop.example'] })
    other = await createProject(db, { name: 'Other' })
  })
  afterEach(async () => {
    await app?.close()
    app = undefined
  })
  afterAll(() => db.close())

  async function appWith(env: Record<string, string>) {
    app = await createApp(testConfig(env), { db })
    return app
  }

  function get(
    target: FastifyInstance,
    project: Project,
    { ip = '203.0.113.7', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) {
    return target.inject({
      method: 'GET',
      url: `/getAnalyticsConfig${projectQuery(project.id)}`,
      remoteAddress: ip,
      headers,
    })
  }

  it('answers 429 with Retry-After, the JSON error and CORS beyond the limit', async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '3' })
    for (let i = 0; i < 3; i++) {
      const response = await get(target, shop)
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-ratelimit-remaining']).toBe(String(2 - i))
    }
    const limited = await get(target, shop, { headers: { origin: 'https://shop.example' } })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(limited.headers['access-control-allow-origin']).toBe('https://shop.example')
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many requests: at most 3 per minute per project and client; retry in \d+ s$/,
        ),
      },
    })
  })

  it('counts each project and each client address apart', async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '1' })
    expect((await get(target, shop)).statusCode).toBe(200)
    expect((await get(target, shop)).statusCode).toBe(429)
    expect((await get(target, other)).statusCode).toBe(200)
    expect((await get(target, shop, { ip: '203.0.113.8' })).statusCode).toBe(200)
    expect((await get(target, shop, { ip: '2001:db8::1' })).statusCode).toBe(200)
    // The same IPv6 /64 network is one client.
    expect((await get(target, shop, { ip: '2001:db8::2' })).statusCode).toBe(429)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the sender', async () => {
    const untrusting = await appWith({ RATE_LIMIT_PER_MINUTE: '1' })
    const forwarded = (ip: string) => ({ headers: { 'x-forwarded-for': ip }, ip: '127.0.0.1' })
    expect((await get(untrusting, shop, forwarded('198.51.100.1'))).statusCode).toBe(200)
    expect((await get(untrusting, shop, forwarded('198.51.100.2'))).statusCode).toBe(429)
    await untrusting.close()

    const trusting = await appWith({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'loopback' })
    expect((await get(trusting, shop, forwarded('198.51.100.1'))).statusCode).toBe(200)
    expect((await get(trusting, shop, forwarded('198.51.100.2'))).statusCode).toBe(200)
    expect((await get(trusting, shop, forwarded('198.51.100.2'))).statusCode).toBe(429)
  })

  it('trusts a hop count of proxies', async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' })
    const via = (client: string) => ({ headers: { 'x-forwarded-for': client } })
    expect((await get(target, shop, via('198.51.100.1'))).statusCode).toBe(200)
    expect((await get(target, shop, via('198.51.100.2'))).statusCode).toBe(200)
  })

  it('does not limit /health, /dev/* or preflights', async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '1' })
    for (let i = 0; i < 3; i++) {
      const dev = await target.inject({ method: 'GET', url: '/dev/deployments' })
      expect(dev.statusCode).toBe(404)
      const preflight = await target.inject({
        method: 'OPTIONS',
        url: `/getAnalyticsConfig${projectQuery(shop.id)}`,
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
      })
      expect(preflight.statusCode).toBe(204)
    }
  })

  it('limits per client the public routes that work on every call', async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '1' })
    const requests = [
      { method: 'GET', url: '/v1/names/ccip/nope' },
      { method: 'POST', url: '/farcaster/relay/v1/channel', payload: {} },
      { method: 'POST', url: '/auth/v1/social/form-callback', payload: {} },
    ] as const
    for (const [index, request] of requests.entries()) {
      const client = `203.0.113.${20 + index}`
      const first = await target.inject({ ...request, remoteAddress: client })
      expect(first.statusCode).not.toBe(429)
      const second = await target.inject({ ...request, remoteAddress: client })
      expect(second.statusCode).toBe(429)
    }
    // One budget per client over all of them.
    const other = await target.inject({ ...requests[1], remoteAddress: '203.0.113.20' })
    expect(other.statusCode).toBe(429)
  })

  it("keeps the frame's origins lookup out of the project's visitor limit (issue 17)", async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '2' })
    const origins = (ip = '203.0.113.7') =>
      target.inject({
        method: 'GET',
        url: `/projects/v1/origins${projectQuery(shop.id)}`,
        remoteAddress: ip,
      })
    // Visitors use up the project's limit...
    expect((await get(target, shop)).statusCode).toBe(200)
    expect((await get(target, shop)).statusCode).toBe(200)
    expect((await get(target, shop)).statusCode).toBe(429)
    // ...and the frame page's origins lookup still answers, from the same client.
    const first = await origins()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ allowedOrigins: ['https://shop.example'] })
    expect(first.headers['x-ratelimit-limit']).toBe(String(2 * ORIGINS_LIMIT_FACTOR))
    // Its own budget, per client: ORIGINS_LIMIT_FACTOR times the visitors'.
    for (let i = 1; i < 2 * ORIGINS_LIMIT_FACTOR; i++) {
      expect((await origins()).statusCode).toBe(200)
    }
    const limited = await origins()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toMatch(
      /^Too many requests: at most 20 per minute per client;/,
    )
    // Lookups never use up the visitors' budget of another client.
    for (let i = 0; i < 5; i++) expect((await origins('203.0.113.9')).statusCode).toBe(200)
    expect((await get(target, shop, { ip: '203.0.113.9' })).statusCode).toBe(200)
  })

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const target = await appWith({ RATE_LIMIT_PER_MINUTE: '0' })
    for (let i = 0; i < 20; i++) expect((await get(target, shop)).statusCode).toBe(200)
    expect((await get(target, shop)).headers['x-ratelimit-limit']).toBeUndefined()
  })

  it('allows 600 a minute by default', async () => {
    const target = await appWith({})
    expect((await get(target, shop)).headers['x-ratelimit-limit']).toBe('600')
  })
})
