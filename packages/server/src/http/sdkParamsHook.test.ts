import { apiErrorSchema, DEV_PROJECT_ID, defineRoute } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { freshPglite } from '../test/testDatabases'
import { requestProject } from './requestProject'
import { route } from './route'
import { UNKNOWN_PROJECT_LIMIT_PER_MINUTE } from './unknownProjectLimit'

const ID = 'a1'.repeat(16)

describe.each(migratedTestDatabases)('SDK params on project routes, %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let project: Project
  beforeAll(async () => {
    db = await open()
    project = await createProject(db, { name: 'Shop', allowedOrigins: ['https://shop.example'] })
    app = await createApp(testConfig(), { db })
    const contract = defineRoute({ method: 'GET', path: '/test/project', access: 'project' })
    route(app, contract, async (request) => ({ id: requestProject(request).id }))
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  async function get(url: string, method: 'GET' | 'OPTIONS' = 'GET') {
    const response = await app.inject({ method, url })
    return { status: response.statusCode, body: response.json() }
  }

  it('attaches the project for the route', async () => {
    expect(await get(`/test/project${projectQuery(project.id)}`)).toEqual({
      status: 200,
      body: { id: project.id },
    })
  })

  it.each([
    ['no query at all', '', 'PROJECT_ID_REQUIRED'],
    ['an empty projectId', '?projectId=&st=foyer&sv=1', 'PROJECT_ID_REQUIRED'],
    ['st and sv without projectId', '?st=foyer&sv=1', 'PROJECT_ID_REQUIRED'],
    ['a short projectId', '?projectId=abc&st=foyer&sv=1', 'INVALID_PARAMS'],
    ['an uppercase projectId', `?projectId=${'A1'.repeat(16)}&st=foyer&sv=1`, 'INVALID_PARAMS'],
    ['a non-hex projectId', `?projectId=${'g'.repeat(32)}&st=foyer&sv=1`, 'INVALID_PARAMS'],
    ['two projectIds', `?projectId=${ID}&projectId=${ID}&st=foyer&sv=1`, 'INVALID_PARAMS'],
  ])('answers 401 for %s', async (_, query, code) => {
    const { status, body } = await get(`/appkit/v1/config${query}`)
    expect(status).toBe(401)
    expect(apiErrorSchema.parse(body).error.code).toBe(code)
  })

  it('names what is wrong in a 401', async () => {
    expect((await get('/appkit/v1/config')).body).toEqual({
      error: {
        code: 'PROJECT_ID_REQUIRED',
        message: 'projectId is required: pass your project id as the projectId query parameter',
      },
    })
    expect((await get('/appkit/v1/config?projectId=x&st=a&sv=b')).body).toEqual({
      error: { code: 'INVALID_PARAMS', message: 'projectId must be 32 hex characters (0-9, a-f)' },
    })
  })

  it.each([
    ['no st', `?projectId=${ID}&sv=1`, 'st (sdk type) is required'],
    ['an empty st', `?projectId=${ID}&st=&sv=1`, 'st (sdk type) is required'],
    ['no sv', `?projectId=${ID}&st=foyer`, 'sv (sdk version) is required'],
    [
      'a long sv',
      `?projectId=${ID}&st=foyer&sv=${'1'.repeat(65)}`,
      'sv must be one string of 1 to 64 characters',
    ],
    ['two st', `?projectId=${ID}&st=a&st=b&sv=1`, 'st must be one string of 1 to 64 characters'],
  ])('answers 400 for %s', async (_, query, message) => {
    expect(await get(`/appkit/v1/config${query}`)).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_PARAMS', message } },
    })
  })

  it('answers 403 for a project that does not exist', async () => {
    expect(await get(`/appkit/v1/config${projectQuery(ID)}`)).toEqual({
      status: 403,
      body: { error: { code: 'UNKNOWN_PROJECT', message: `No project has the id ${ID}` } },
    })
  })

  it('limits a client that names unknown projects, without a lookup past the limit', async () => {
    const ask = (n: number, remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: `/appkit/v1/config${projectQuery(n.toString(16).padStart(32, 'e'))}`,
        remoteAddress,
      })
    for (let n = 0; n < UNKNOWN_PROJECT_LIMIT_PER_MINUTE; n++) {
      expect((await ask(n, '198.51.100.7')).statusCode).toBe(403)
    }
    const limited = await ask(1_000, '198.51.100.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another client, and a known project for anyone, are unaffected.
    expect((await ask(1_000, '198.51.100.8')).statusCode).toBe(403)
    const known = await app.inject({
      method: 'GET',
      url: `/test/project${projectQuery(project.id)}`,
      remoteAddress: '198.51.100.8',
    })
    expect(known.statusCode).toBe(200)
  })

  it('does not know the dev project unless the server start created it', async () => {
    expect((await get(`/appkit/v1/config${projectQuery(DEV_PROJECT_ID)}`)).status).toBe(403)
  })

  it('checks preflight requests too (they carry the same query string)', async () => {
    expect((await get('/appkit/v1/config', 'OPTIONS')).status).toBe(401)
    expect((await get(`/appkit/v1/config${projectQuery(ID)}`, 'OPTIONS')).status).toBe(403)
  })

  it('leaves /health, /dev/* and unknown routes alone', async () => {
    expect((await get('/dev/deployments')).body.error.code).toBe('DEPLOYMENTS_NOT_FOUND')
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).not.toBe(401)
    expect(await get('/nope')).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No route for GET /nope' } },
    })
  })
})

describe('SDK params when the database fails', () => {
  it('answers a JSON 500 without internals', async () => {
    const db = await freshPglite()
    const app = await createApp(testConfig(), { db })
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/appkit/v1/config${projectQuery(ID)}`,
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
      })
    } finally {
      await app.close()
      await db.close()
    }
  })
})

describe('requestProject', () => {
  it('refuses a request that has no project (a public route)', async () => {
    const db = await freshPglite()
    const app = await createApp(testConfig(), { db })
    const contract = defineRoute({ method: 'GET', path: '/dev/test/project', access: 'dev' })
    route(app, contract, async (request) => requestProject(request))
    try {
      const response = await app.inject({ method: 'GET', url: '/dev/test/project' })
      expect(response.statusCode).toBe(500)
    } finally {
      await app.close()
      await db.close()
    }
  })
})
