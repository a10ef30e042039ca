import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import { ensureDevProject } from '../projects/ensureDevProject'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { freshPglite } from '../test/testDatabases'
import { captureMailer, FRAME_ORIGIN } from './authTestClient'

let db: Database
let app: FastifyInstance
beforeAll(async () => {
  db = await freshPglite()
  await migrate(db)
  await ensureDevProject(db, ['http://foyer.localhost:5173'])
  app = await createApp(testConfig(), { db, mailer: captureMailer() })
})
afterAll(async () => {
  await app.close()
  await db.close()
})

const preflight = (path: string, projectId = DEV_PROJECT_ID) =>
  app.inject({
    method: 'OPTIONS',
    url: `${path}${projectQuery(projectId)}`,
    headers: {
      origin: FRAME_ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  })

describe('CORS of the auth and wallet routes', () => {
  it.each(['/auth/v1/email/connect', '/auth/v1/session', '/wallet/v1/shares/auth'])(
    'answers the frame origin’s preflight with Authorization on %s',
    async (path) => {
      const response = await preflight(path)
      expect(response.statusCode).toBe(204)
      expect(response.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN)
      expect(String(response.headers['access-control-allow-headers'])).toContain('authorization')
      expect(String(response.headers['access-control-allow-methods'])).toContain('POST')
    },
  )

  it('lets the frame read the answer of a real request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/auth/v1/session${projectQuery(DEV_PROJECT_ID)}`,
      headers: { origin: FRAME_ORIGIN },
    })
    expect(response.json()).toEqual({ isConnected: false })
    expect(response.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN)
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After')
  })

  it('gives no CORS answer for a project that does not allow the frame origin', async () => {
    const project = await createProject(db, {
      name: 'Strict',
      allowedOrigins: ['https://a.example'],
    })
    const response = await preflight('/auth/v1/email/connect', project.id)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})
