import { afterEach, describe, expect, it } from 'vitest'
import { loginCodeMail } from './mailTemplates'
import { smtpMailer } from './smtpMailer'
import { type Received, startSmtpServer } from './testSmtpServer'

describe('smtpMailer', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  it('delivers the code to a real SMTP server with authentication', async () => {
    const received: Received[] = []
    const server = await startSmtpServer(received)
    cleanups.push(server.close)
    const mailer = smtpMailer(
      `smtp://mailer:s3cret@127.0.0.1:${server.port}`,
      'Foyer <no-reply@foyer.test>',
    )
    cleanups.push(() => mailer.close())
    await mailer.send({ to: 'ann@example.com', ...loginCodeMail('654321') })
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail?.from).toBe('no-reply@foyer.test')
    expect(mail?.to).toEqual(['ann@example.com'])
    expect(mail?.user).toBe('mailer')
    expect(mail?.raw).toContain('Subject: Your sign-in code: 654321')
    expect(mail?.raw).toMatch(/multipart\/alternative/)
    expect(mail?.raw).toContain('text/html')
    expect(mail?.raw).toContain('654321')
  })

  it('fails when the server refuses the credentials', async () => {
    const server = await startSmtpServer([])
    cleanups.push(server.close)
    const mailer = smtpMailer(`smtp://mailer:wrong@127.0.0.1:${server.port}`, 'a@foyer.test')
    cleanups.push(() => mailer.close())
    await expect(mailer.send({ to: 'ann@example.com', ...loginCodeMail('1') })).rejects.toThrow(
      /Invalid login|Invalid username/,
    )
  })

  it('fails when no server listens', async () => {
    const server = await startSmtpServer([])
    await server.close()
    const mailer = smtpMailer(`smtp://127.0.0.1:${server.port}`, 'a@foyer.test')
    cleanups.push(() => mailer.close())
    await expect(mailer.send({ to: 'ann@example.com', ...loginCodeMail('1') })).rejects.toThrow(
      /ECONNREFUSED/,
    )
  })
})
