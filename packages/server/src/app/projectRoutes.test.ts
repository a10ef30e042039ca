import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDirectory } from '../directory/seedDirectory'
import { ORIGINS_LIMIT_FACTOR } from '../http/projectRateLimit'
import { ensureDevProject } from '../projects/ensureDevProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { createApp } from './createApp'

/** Every project route of the app, as a client calls it. */
const JSON_TYPE = /^application\/json/
const SVG_TYPE = /^image\/svg\+xml/
const ROUTES = [
  { method: 'GET', path: '/appkit/v1/config', status: 200, type: JSON_TYPE },
  { method: 'GET', path: '/projects/v1/origins', status: 200, type: JSON_TYPE },
  { method: 'GET', path: '/getAnalyticsConfig', status: 200, type: JSON_TYPE },
  { method: 'GET', path: '/getWallets', status: 200, type: JSON_TYPE },
  { method: 'GET', path: '/getWalletImage/metamask', status: 200, type: SVG_TYPE },
  { method: 'GET', path: '/public/getAssetImage/eip155:1', status: 200, type: SVG_TYPE },
  { method: 'GET', path: '/public/getCurrencyImage/usd', status: 200, type: SVG_TYPE },
  { method: 'GET', path: '/public/getTokenImage/eth', status: 200, type: SVG_TYPE },
  {
    method: 'POST',
    path: '/e',
    status: 202,
    type: JSON_TYPE,
    payload: { type: 'error', event: 'ERROR' },
  },
] as const

const DEMO = 'http://foyer.localhost:15173'
const FRAME = 'http://wallet.foyer.localhost:18788'

/** A client address of its own for each call that must not hit the rate limit. */
let clients = 0
const nextClient = () => `203.0.113.${++clients}`

describe.each(migratedTestDatabases)('project routes of createApp on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    const config = testConfig({ DEMO_PORT: '15173', RATE_LIMIT_PER_MINUTE: '2' })
    await ensureDevProject(db, config.demoOrigins)
    await seedDirectory(db)
    app = await createApp(config, { db })
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  describe.each(ROUTES)('$method $path', (route) => {
    const call = (query: string, origin?: string, ip = nextClient()) =>
      app.inject({
        method: route.method,
        url: `${route.path}${query}`,
        remoteAddress: ip,
        headers: origin ? { origin } : {},
        ...('payload' in route ? { payload: route.payload } : {}),
      })

    it('answers the dev project from the demo and the frame origins, with CORS', async () => {
      for (const origin of [DEMO, FRAME]) {
        const response = await call(projectQuery(DEV_PROJECT_ID), origin)
        expect(response.statusCode).toBe(route.status)
        expect(response.headers['content-type']).toMatch(route.type)
        expect(response.headers['access-control-allow-origin']).toBe(origin)
      }
    })

    it('needs projectId, st and sv, and a known project', async () => {
      expect((await call('')).statusCode).toBe(401)
      expect((await call(`?projectId=${DEV_PROJECT_ID}`)).statusCode).toBe(400)
      expect((await call(projectQuery('9'.repeat(32)))).statusCode).toBe(403)
    })

    it('is rate limited per project and client (the origins lookup: its own budget)', async () => {
      const ip = nextClient()
      const max = route.path === '/projects/v1/origins' ? 2 * ORIGINS_LIMIT_FACTOR : 2
      for (let i = 0; i < max; i++) {
        expect((await call(projectQuery(DEV_PROJECT_ID), undefined, ip)).statusCode).toBe(
          route.status,
        )
      }
      const limited = await call(projectQuery(DEV_PROJECT_ID), undefined, ip)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('RATE_LIMITED')
    })
  })
})
