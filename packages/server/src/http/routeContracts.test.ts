import { API_ROUTES, defineRoute, type RouteContract } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { testConfig } from '../test/testConfig'
import { registeredRoutes, route } from './route'

/**
 * Every route of the API has its contract in @foyer/protocol (routes/) and every contract its
 * route: the app in dev mode (every route there is; the names gateway on its dev key) registers
 * exactly API_ROUTES, and refuses a route without a contract.
 */
let db: Database
let app: FastifyInstance
beforeAll(async () => {
  db = await migratedPglite()
  app = await createApp(testConfig(), { db })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await db.close()
})

const name = (contract: RouteContract) => `${contract.method} ${contract.path}`

describe('route contracts', () => {
  it('registers exactly the contracts, each at its method and path', () => {
    const routes = registeredRoutes(app).filter(
      // Fastify's HEAD twin of each GET; the CORS plugin's catch-all preflight.
      (entry) => entry.method !== 'HEAD' && !(entry.method === 'OPTIONS' && entry.url === '*'),
    )
    for (const entry of routes) {
      expect(entry.contract, `${entry.method} ${entry.url}`).toBeDefined()
      expect(entry.url).toBe(entry.contract?.path)
      if (entry.contract?.method !== 'ALL') expect(entry.method).toBe(entry.contract?.method)
    }
    const served = new Set(routes.map((entry) => entry.contract))
    expect(API_ROUTES.filter((contract) => !served.has(contract)).map(name)).toEqual([])
    expect(routes.filter((entry) => entry.contract?.method !== 'ALL')).toHaveLength(
      API_ROUTES.filter((contract) => contract.method !== 'ALL').length,
    )
    expect(registeredRoutes(app).some((entry) => entry.url === '*')).toBe(true)
  })

  it('refuses a route without a contract, takes one with', async () => {
    const probe = await createApp(testConfig(), { db })
    try {
      expect(() => probe.get('/uncontracted', async () => 'x')).toThrow(
        'GET /uncontracted has no route contract',
      )
      route(probe, defineRoute({ method: 'GET', path: '/dev/probe', access: 'dev' }), () => 'ok')
      expect((await probe.inject({ method: 'GET', url: '/dev/probe' })).body).toBe('ok')
    } finally {
      await probe.close()
    }
  })
})
