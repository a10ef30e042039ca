import { defineRoute, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../chain/chainRegistry'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { freshPglite } from '../test/testDatabases'
import { createApp } from './createApp'

let db: Database
let app: FastifyInstance
beforeAll(async () => {
  db = await freshPglite()
  await migrate(db)
  app = await createApp(testConfig({ DEMO_PORT: '15173' }), { db })
  const dev = (method: 'GET' | 'POST', path: string) => defineRoute({ method, path, access: 'dev' })
  route(app, dev('GET', '/dev/test/crash'), async () => {
    throw new Error('secret internals at /srv/app.ts:12')
  })
  route(app, dev('GET', '/dev/test/teapot'), async () => {
    throw new ApiError(418, 'BAD_REQUEST', { details: 'I am a teapot' })
  })
  route(app, dev('POST', '/dev/test/echo'), async (request) => request.body)
})
afterAll(async () => {
  await app.close()
  await db.close()
})

describe('createApp errors', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /nope?x=1' },
    })
  })

  it('answers a crash with a JSON 500 that hides the internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/test/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    })
    expect(response.body).not.toContain('secret')
  })

  it('answers an ApiError with its status, code and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/test/teapot' })
    expect(response.statusCode).toBe(418)
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Bad request: I am a teapot' },
    })
  })

  it('answers a malformed JSON body with a JSON 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dev/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'FST_ERR_CTP_INVALID_JSON_BODY' } })
  })
})

describe('createApp CORS', () => {
  it.each(['http://foyer.localhost:15173', 'http://localhost:15173'])(
    'allows the demo origin %s',
    async (origin) => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/health',
        headers: { origin, 'access-control-request-method': 'GET' },
      })
      expect(response.statusCode).toBe(204)
      expect(response.headers['access-control-allow-origin']).toBe(origin)
    },
  )

  it('gives no CORS header to any other origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.example' },
    })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('createApp chain data API', () => {
  it('serves the configured chains', async () => {
    const { id } = await createProject(db, { name: 'Chains' })
    const response = await app.inject({
      method: 'GET',
      url: `/v1/supported-chains${projectQuery(id)}`,
    })
    expect(response.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', SOLANA_DEV_CHAIN],
      ws: [],
    })
  })

  it('takes a registry of the caller', async () => {
    const { id } = await createProject(db, { name: 'Other chains' })
    const registry = createChainRegistry({
      chains: [{ chainId: 8453, rpcUrl: 'https://base.example' }],
      deployments: async () => undefined,
    })
    const custom = await createApp(testConfig(), { db, chain: { registry } })
    try {
      const response = await custom.inject({
        method: 'GET',
        url: `/v1/supported-chains${projectQuery(id)}`,
      })
      expect(response.json()).toEqual({ http: ['eip155:8453', SOLANA_DEV_CHAIN], ws: [] })
    } finally {
      await custom.close()
    }
  })
})

describe('outside dev mode', () => {
  it('serves no dev routes: no deployments, no mailbox', async () => {
    const production = await createApp(testConfig({ FOYER_DEV_MODE: 'false' }), { db })
    try {
      for (const url of ['/dev/deployments', '/dev/mailbox', '/dev/mailbox.html']) {
        const response = await production.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(404)
        expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
      }
    } finally {
      await production.close()
    }
  })
})
