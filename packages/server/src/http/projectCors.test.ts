import { SIWX_PATHS } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

describe.each(migratedTestDatabases)('CORS per project, %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let shop: Project
  let other: Project
  beforeAll(async () => {
    db = await open()
    shop = await createProject(db, {
      name: 'Shop',
      allowedOrigins: ['https://shop.example', 'https://*.shop.example', 'http://localhost:*'],
    })
    other = await createProject(db, { name: 'Other', allowedOrigins: ['https://other.example'] })
    app = await createApp(testConfig({ DEMO_PORT: '15173' }), { db })
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  function get(project: Project, origin?: string) {
    return app.inject({
      method: 'GET',
      url: `/projects/v1/origins${projectQuery(project.id)}`,
      headers: origin ? { origin } : {},
    })
  }

  function preflight(project: Project, origin: string) {
    return app.inject({
      method: 'OPTIONS',
      url: `/appkit/v1/config${projectQuery(project.id)}`,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
  }

  it.each([
    'https://shop.example',
    'https://eu.shop.example',
    'https://a.b.shop.example',
    'http://localhost:3000',
    'https://shop.example:443',
  ])('allows %s, an origin of the project', async (origin) => {
    const response = await get(shop, origin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe(origin)
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After')
    expect(response.headers.vary).toContain('Origin')
  })

  it.each([
    ['another project’s origin', 'https://other.example'],
    ['a look-alike host', 'https://shop.example.evil.com'],
    ['the wrong scheme', 'http://shop.example'],
    ['the wildcard’s parent on http', 'http://eu.shop.example'],
    ['a demo origin', 'http://foyer.localhost:15173'],
    ['an opaque origin', 'null'],
    ['garbage', 'not a url'],
  ])('gives %s (%s) no CORS header, and still answers', async (_, origin) => {
    const response = await get(shop, origin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ allowedOrigins: shop.allowedOrigins })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('uses each request’s own project', async () => {
    const response = await get(other, 'https://other.example')
    expect(response.headers['access-control-allow-origin']).toBe('https://other.example')
    expect((await get(other, 'https://shop.example')).headers['access-control-allow-origin']).toBe(
      undefined,
    )
  })

  it('answers a request without Origin (not a browser) without CORS headers', async () => {
    const response = await get(shop)
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers the preflight of an allowed origin, with a wildcard match', async () => {
    const response = await preflight(shop, 'https://eu.shop.example')
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('https://eu.shop.example')
    expect(response.headers['access-control-allow-methods']).toBe('GET,HEAD,POST')
    expect(response.headers['access-control-allow-headers']).toBe('content-type')
  })

  it('opens the names gateway to every origin, preflights too', async () => {
    const preflighted = await app.inject({
      method: 'OPTIONS',
      url: '/v1/names/ccip',
      headers: {
        origin: 'https://any.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflighted.statusCode).toBe(204)
    expect(preflighted.headers['access-control-allow-origin']).toBe('https://any.example')
    expect(preflighted.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('never lets a bare * entry send credentials to the SIWX routes', async () => {
    const open = await createProject(db, { name: 'Open', allowedOrigins: ['*'] })
    const response = await app.inject({
      method: 'OPTIONS',
      url: `${SIWX_PATHS.verify}${projectQuery(open.id)}`,
      headers: { origin: 'https://any.example', 'access-control-request-method': 'POST' },
    })
    expect(response.headers['access-control-allow-origin']).toBe('https://any.example')
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('answers the preflight of another origin without an allow header', async () => {
    const response = await preflight(shop, 'https://other.example')
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers a preflight without Origin with a 204 and no allow header', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: `/appkit/v1/config${projectQuery(shop.id)}`,
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers the preflight of an unknown project with the JSON 403', async () => {
    const response = await preflight({ ...shop, id: 'e'.repeat(32) }, 'https://shop.example')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: { code: 'UNKNOWN_PROJECT' } })
  })

  it('lets a page read the status of an error that came before CORS (docs/product.md#errors mapping)', async () => {
    const response = await get({ ...shop, id: 'e'.repeat(32) }, 'https://anywhere.example')
    expect(response.statusCode).toBe(403)
    expect(response.headers['access-control-allow-origin']).toBe('https://anywhere.example')
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it.each(['http://foyer.localhost:15173', 'http://localhost:15173'])(
    'keeps the demo origin %s for /health and /dev/*, not the projects’ origins',
    async (origin) => {
      const dev = await app.inject({ method: 'GET', url: '/health', headers: { origin } })
      expect(dev.headers['access-control-allow-origin']).toBe(origin)
      const shopOrigin = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://shop.example' },
      })
      expect(shopOrigin.headers['access-control-allow-origin']).toBeUndefined()
    },
  )
})
