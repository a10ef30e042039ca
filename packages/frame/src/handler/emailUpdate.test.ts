import { describe, expect, it } from 'vitest'
import { frameHandlerHarness as setup } from '../testing/frameHandlerHarness'

describe('email update', () => {
  it('runs the two code steps and updates the email', async () => {
    const t = setup()
    await t.login()
    expect(await t.ok('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await t.ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(await t.ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })).toEqual({
      newEmail: 'new-ada@example.com',
    })
    expect(((await t.ok('GET_USER', {})) as { email: string }).email).toBe('new-ada@example.com')
  })

  it('refuses without a session and reports wrong codes', async () => {
    const t = setup()
    expect(await t.fails('UPDATE_EMAIL', { email: 'new@example.com' })).toBe('NOT_CONNECTED')
    expect(await t.fails('UPDATE_EMAIL_PRIMARY_OTP', { otp: '1' })).toBe('NOT_CONNECTED')
    expect(await t.fails('UPDATE_EMAIL_SECONDARY_OTP', { otp: '1' })).toBe('NOT_CONNECTED')
    await t.login()
    expect(await t.failMessage('UPDATE_EMAIL_PRIMARY_OTP', { otp: '000000' })).toBe('Invalid code')
    expect(await t.failMessage('UPDATE_EMAIL_SECONDARY_OTP', { otp: '000000' })).toBe(
      'Invalid code',
    )
  })
})
