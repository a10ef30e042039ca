import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { devMailbox } from './devMailbox'
import { loginCodeMail } from './mailTemplates'

describe.each(migratedTestDatabases)('the dev mailbox on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  const printed: string[] = []
  beforeAll(async () => {
    db = await open()
    app = await createApp(testConfig(), { db })
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec('TRUNCATE mails')
    printed.length = 0
  })

  const mailbox = () => devMailbox(db, (line) => printed.push(line))

  it('stores each mail and prints one line with the code', async () => {
    await mailbox().send({ to: 'ann@example.com', ...loginCodeMail('123456') })
    expect(printed).toEqual([
      '[dev mailbox] to ann@example.com: Your sign-in code: 123456 — 123456',
    ])
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(response.statusCode).toBe(200)
    const { mails } = response.json()
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'ann@example.com',
        subject: 'Your sign-in code: 123456',
        preview: '123456',
        text: expect.stringContaining('123456'),
        html: expect.stringContaining('123456'),
      }),
    ])
    expect(new Date(mails[0].sentAt).getTime()).not.toBeNaN()
  })

  it('prints a mail without a preview by its subject alone', async () => {
    await mailbox().send({ to: 'a@x.co', subject: 'Hi', text: 'hi', html: '<p>hi</p>' })
    expect(printed).toEqual(['[dev mailbox] to a@x.co: Hi'])
  })

  it('lists the newest first and filters by address in any case', async () => {
    await mailbox().send({ to: 'ann@example.com', ...loginCodeMail('111111') })
    await mailbox().send({ to: 'bob@example.com', ...loginCodeMail('222222') })
    await mailbox().send({ to: 'ann@example.com', ...loginCodeMail('333333') })
    const all = (await app.inject({ method: 'GET', url: '/dev/mailbox' })).json()
    expect(all.mails.map((mail: { preview: string }) => mail.preview)).toEqual([
      '333333',
      '222222',
      '111111',
    ])
    const ann = (await app.inject({ method: 'GET', url: '/dev/mailbox?to=ANN@example.com' })).json()
    expect(ann.mails.map((mail: { preview: string }) => mail.preview)).toEqual(['333333', '111111'])
  })

  it('shows the mails as an escaped HTML page', async () => {
    await mailbox().send({
      to: 'x@x.co',
      subject: '<script>alert(1)</script>',
      text: 'a & b',
      html: '',
    })
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox.html' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(response.body).toContain('a &amp; b')
    expect(response.body).not.toContain('<script>')
  })

  it('says when the mailbox is empty', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox.html' })
    expect(response.body).toContain('No mail yet.')
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).json()).toEqual({ mails: [] })
  })

  it('is not served when SMTP_URL is set', async () => {
    const smtpApp = await createApp(testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), { db })
    try {
      expect((await smtpApp.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404)
    } finally {
      await smtpApp.close()
    }
  })
})
