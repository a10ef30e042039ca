import { describe, expect, it } from 'vitest'
import {
  deviceApprovalMail,
  emailUpdateCodeMail,
  loginCodeMail,
  walletRestoredMail,
} from './mailTemplates'

describe('mail templates', () => {
  it('puts the login code in the text, the HTML and the preview', () => {
    const mail = loginCodeMail('012345')
    expect(mail.subject).toBe('Your sign-in code: 012345')
    expect(mail.text).toContain('012345')
    expect(mail.text).toContain('expires in 20 minutes')
    expect(mail.html).toContain('>012345<')
    expect(mail.preview).toBe('012345')
  })

  it('escapes the approval link in the HTML', () => {
    const link = 'http://localhost:8787/auth/v1/device/approve?token=a&b="c"'
    const mail = deviceApprovalMail(link)
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(
      'href="http://localhost:8787/auth/v1/device/approve?token=a&amp;b=&quot;c&quot;"',
    )
    expect(mail.html).not.toContain('"c"')
    expect(mail.preview).toBe(link)
  })

  it('names the new address in both update codes, escaped', () => {
    const primary = emailUpdateCodeMail('111111', 'primary', '<b>@x.co')
    const secondary = emailUpdateCodeMail('222222', 'secondary', 'new@x.co')
    expect(primary.text).toContain('<b>@x.co')
    expect(primary.html).toContain('&lt;b&gt;@x.co')
    expect(primary.html).not.toContain('<b>@x.co')
    expect(secondary.subject).toBe('Confirm your new email: 222222')
    expect(secondary.text).toContain('new@x.co')
  })

  it('tells of a restored wallet in text and HTML, with the address and the time', () => {
    const mail = walletRestoredMail(
      '0x<b>00000000000000000000000000000000000000',
      new Date('2030-05-06T07:08:09Z'),
    )
    expect(mail.subject).toBe('Your wallet was restored on a new device')
    expect(mail.text).toContain('0x<b>00000000000000000000000000000000000000')
    expect(mail.text).toContain('2030-05-06 07:08 UTC')
    expect(mail.text).toContain('If it was not you')
    expect(mail.html).toContain('0x&lt;b&gt;')
    expect(mail.html).not.toContain('<b>0')
    expect(mail.html).toContain('If it was not you')
    expect(mail.preview).toBeUndefined()
  })
})
