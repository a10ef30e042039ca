import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { type Received, startSmtpServer } from '../mail/testSmtpServer'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { frameClient } from './authTestClient'

const deviceId = 'device-a-0123456789abcdef'

describe.each(migratedTestDatabases)('login codes by mail on %s', (_, open) => {
  let db: Database
  let projectId: string
  beforeAll(async () => {
    db = await open()
    projectId = (await createProject(db, { name: 'Shop' })).id
  })
  afterAll(async () => {
    await db.close()
  })

  async function signInWith(app: FastifyInstance, email: string, readCode: () => Promise<string>) {
    const client = frameClient(app, projectId)
    expect((await client.post('/auth/v1/email/connect', { email, deviceId })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    const otp = await readCode()
    const grant = await client.post('/auth/v1/email/otp', { email, deviceId, otp })
    expect(grant.statusCode).toBe(200)
    expect(grant.json().user.email).toBe(email)
  }

  it('puts the code in the dev mailbox by default', async () => {
    const app = await createApp(testConfig(), { db })
    try {
      await signInWith(app, 'dev@example.com', async () => {
        const response = await app.inject({ method: 'GET', url: '/dev/mailbox?to=dev@example.com' })
        return response.json().mails[0].preview
      })
    } finally {
      await app.close()
    }
  })

  it('sends the code over SMTP when SMTP_URL is set', async () => {
    const received: Received[] = []
    const server = await startSmtpServer(received)
    const app = await createApp(
      testConfig({
        SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${server.port}`,
        MAIL_FROM: 'Shop <login@shop.example>',
      }),
      { db },
    )
    try {
      await signInWith(app, 'smtp@example.com', async () => {
        expect(received).toHaveLength(1)
        expect(received[0]?.from).toBe('login@shop.example')
        expect(received[0]?.to).toEqual(['smtp@example.com'])
        return /Subject: Your sign-in code: (\d{6})/.exec(received[0]?.raw ?? '')?.[1] ?? ''
      })
    } finally {
      await app.close()
      await server.close()
    }
  })

  it('answers 502 MAIL_FAILED when the SMTP server refuses', async () => {
    const server = await startSmtpServer([])
    const app = await createApp(
      testConfig({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${server.port}` }),
      { db },
    )
    try {
      const response = await frameClient(app, projectId).post('/auth/v1/email/connect', {
        email: 'refused@example.com',
        deviceId,
      })
      expect(response.statusCode).toBe(502)
      expect(response.json().error.code).toBe('MAIL_FAILED')
    } finally {
      await app.close()
      await server.close()
    }
  })
})
