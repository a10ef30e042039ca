import { DEV_PROJECT_ID } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import { ensureDevProject } from '../projects/ensureDevProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { captureMailer, FRAME_ORIGIN } from './authTestClient'

const FRAME_PATHS = [
  '/auth/v1/email/connect',
  '/auth/v1/email/otp',
  '/auth/v1/device/wait',
  '/auth/v1/session',
  '/auth/v1/signout',
  '/auth/v1/email/update',
  '/auth/v1/passkeys',
  '/auth/v1/passkeys/register/options',
  '/auth/v1/passkeys/register/verify',
  '/auth/v1/passkeys/login/options',
  '/auth/v1/passkeys/login/verify',
  '/auth/v1/passkeys/remove',
  '/wallet/v1/shares',
  '/wallet/v1/shares/auth',
  '/wallet/v1/shares/recovery',
  '/projects/v1/origins',
]

describe.each(migratedTestDatabases)('CORS of the frame’s routes on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  /** A project of an operator: its origins do not include the frame's. */
  let strict: Project
  beforeAll(async () => {
    db = await open()
    await ensureDevProject(db, ['http://foyer.localhost:5173'])
    strict = await createProject(db, { name: 'Strict', allowedOrigins: ['https://a.example'] })
    app = await createApp(testConfig(), { db, mailer: captureMailer() })
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  const preflight = (path: string, projectId: string, origin = FRAME_ORIGIN) =>
    app.inject({
      method: 'OPTIONS',
      url: `${path}${projectQuery(projectId)}`,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })

  describe.each([
    ['the dev project', () => DEV_PROJECT_ID],
    ['a project created by the operator', () => strict.id],
  ])('for %s', (_, projectId) => {
    it.each(FRAME_PATHS)(
      'answers the frame origin’s preflight with Authorization on %s',
      async (path) => {
        const response = await preflight(path, projectId())
        expect(response.statusCode).toBe(204)
        expect(response.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN)
        expect(String(response.headers['access-control-allow-headers'])).toContain('authorization')
        expect(String(response.headers['access-control-allow-methods'])).toContain('POST')
      },
    )

    it('lets the frame read the answers of real requests', async () => {
      for (const path of ['/auth/v1/session', '/projects/v1/origins']) {
        const response = await app.inject({
          method: 'GET',
          url: `${path}${projectQuery(projectId())}`,
          headers: { origin: FRAME_ORIGIN },
        })
        expect(response.statusCode).toBe(200)
        expect(response.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN)
        expect(response.headers['access-control-expose-headers']).toBe('Retry-After')
      }
      const unauthenticated = await app.inject({
        method: 'GET',
        url: `/wallet/v1/shares/recovery${projectQuery(projectId())}`,
        headers: { origin: FRAME_ORIGIN },
      })
      expect(unauthenticated.statusCode).toBe(401)
      expect(unauthenticated.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN)
    })
  })

  it('keeps the frame origin off the project’s other routes', async () => {
    for (const path of ['/appkit/v1/config', '/getWallets', '/getAnalyticsConfig', '/e']) {
      const response = await preflight(path, strict.id)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  it('gives another origin no CORS answer on the frame’s routes', async () => {
    for (const origin of ['http://wallet.foyer.localhost:9999', 'https://evil.example']) {
      const response = await preflight('/wallet/v1/shares/recovery', strict.id, origin)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  it('still answers the project’s own origins (they read the 403 of the frame-only routes)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/auth/v1/session${projectQuery(strict.id)}`,
      headers: { origin: 'https://a.example' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(response.headers['access-control-allow-origin']).toBe('https://a.example')
  })

  it('refuses an unknown project before CORS (403 UNKNOWN_PROJECT)', async () => {
    const response = await preflight('/auth/v1/email/connect', 'e'.repeat(32))
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('UNKNOWN_PROJECT')
  })
})
