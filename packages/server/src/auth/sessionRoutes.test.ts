import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { captureMailer, frameClient } from './authTestClient'

const deviceA = 'device-a-0123456789abcdef'
const email = 'ann@example.com'

describe.each(migratedTestDatabases)('sessions on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  let clock = new Date('2030-01-01T00:00:00.000Z')
  let token: string
  let user: { id: string; email: string }
  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, { name: 'Shop' })
    app = await createApp(testConfig(), { db, mailer, now: () => clock })
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec('TRUNCATE users, devices, otps, device_approvals, sessions CASCADE')
    clock = new Date('2030-01-01T00:00:00.000Z')
    await client.post('/auth/v1/email/connect', { email, deviceId: deviceA })
    const otp = mailer.last(email).preview
    const grant = (
      await client.post('/auth/v1/email/otp', { email, deviceId: deviceA, otp })
    ).json()
    token = grant.token
    user = grant.user
  })

  const status = async (options: { token?: string; origin?: string } = { token }) =>
    (await client.get('/auth/v1/session', options)).json()

  it('reports a live session as connected', async () => {
    expect(await status()).toEqual({ isConnected: true, user: { id: user.id, email } })
  })

  it('reports no, a malformed or an unknown token as not connected', async () => {
    expect(await status({})).toEqual({ isConnected: false })
    expect(await status({ token: 'short' })).toEqual({ isConnected: false })
    expect(await status({ token: 'A'.repeat(43) })).toEqual({ isConnected: false })
  })

  it('expires a session after an hour', async () => {
    clock = new Date('2030-01-01T00:59:59.999Z')
    expect((await status()).isConnected).toBe(true)
    clock = new Date('2030-01-01T01:00:00.000Z')
    expect(await status()).toEqual({ isConnected: false })
  })

  it('revokes the session on sign-out (204) and refuses a second sign-out', async () => {
    const response = await client.post('/auth/v1/signout', {}, { token })
    expect(response.statusCode).toBe(204)
    expect(await status()).toEqual({ isConnected: false })
    const again = await client.post('/auth/v1/signout', {}, { token })
    expect(again.statusCode).toBe(401)
    expect(again.json().error.code).toBe('UNAUTHORIZED')
  })

  it('answers 401 to a sign-out without a token', async () => {
    expect((await client.post('/auth/v1/signout', {})).statusCode).toBe(401)
  })

  it('binds the session to the frame origin it was made for', async () => {
    await db.query("UPDATE sessions SET origin = 'http://other.example'")
    expect(await status()).toEqual({ isConnected: false })
  })

  it('refuses other origins', async () => {
    const response = await client.get('/auth/v1/session', { token, origin: 'http://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED')
  })
})
