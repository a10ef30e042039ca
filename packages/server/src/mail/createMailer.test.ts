import { describe, expect, it } from 'vitest'
import { testConfig } from '../test/testConfig'
import { freshPglite } from '../test/testDatabases'
import { createMailer } from './createMailer'

describe('createMailer', () => {
  it('refuses to send outside dev mode without an SMTP server, naming the setting', async () => {
    const db = await freshPglite()
    try {
      const mailer = createMailer(testConfig({ FOYER_DEV_MODE: 'false' }), db)
      await expect(
        mailer.send({ to: 'visitor@example.com', subject: 'Code', text: '123456', html: '123456' }),
      ).rejects.toThrow('No mail server: set SMTP_URL')
    } finally {
      await db.close()
    }
  })
})
