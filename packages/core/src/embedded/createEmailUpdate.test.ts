import { describe, expect, it, vi } from 'vitest'
import { createRouter } from '../router/createRouter'
import { createScriptedFrame } from '../testing/scriptedFrame'
import { createEmailUpdate } from './createEmailUpdate'

function setup() {
  const frame = createScriptedFrame()
  const router = createRouter({ isConnected: () => true, onClose: () => {} })
  router.reset('Account')
  router.push('UpdateEmailWallet')
  const onUpdated = vi.fn()
  const update = createEmailUpdate({ call: frame.call, router, onUpdated })
  return { frame, router, onUpdated, update }
}

const idle = { step: 'idle', newEmail: undefined, error: undefined }

async function atPrimary() {
  const context = setup()
  context.frame.answer('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' })
  expect(await context.update.updateEmail('grace@example.com')).toBe(true)
  return context
}

async function atSecondary() {
  const context = await atPrimary()
  context.frame.answer('UPDATE_EMAIL_PRIMARY_OTP', { action: 'VERIFY_SECONDARY_OTP' })
  expect(await context.update.submitPrimaryOtp('111111')).toBe(true)
  return context
}

describe('createEmailUpdate', () => {
  it('starts idle', () => {
    expect(setup().update.get()).toEqual(idle)
  })

  it('UPDATE_EMAIL asks for the code of the current address (UpdateEmailPrimaryOtp)', async () => {
    const { frame, router, update } = setup()
    const answer = frame.defer('UPDATE_EMAIL')
    const sending = update.updateEmail(' grace@example.com  ')
    expect(update.get()).toEqual({
      step: 'sending',
      newEmail: 'grace@example.com',
      error: undefined,
    })
    answer.resolve({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await sending).toBe(true)
    expect(frame.calls).toEqual([{ type: 'UPDATE_EMAIL', payload: { email: 'grace@example.com' } }])
    expect(update.get()).toEqual({
      step: 'VERIFY_PRIMARY_OTP',
      newEmail: 'grace@example.com',
      error: undefined,
    })
    expect(router.get()).toMatchObject({
      view: 'UpdateEmailPrimaryOtp',
      history: ['Account', 'UpdateEmailWallet'],
    })
  })

  it('the primary code leads to the code of the new address (UpdateEmailSecondaryOtp)', async () => {
    const { frame, router, update, onUpdated } = await atPrimary()
    const answer = frame.defer('UPDATE_EMAIL_PRIMARY_OTP')
    const submitting = update.submitPrimaryOtp('111111')
    expect(update.get()).toMatchObject({ step: 'verifying' })
    answer.resolve({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await submitting).toBe(true)
    expect(frame.payloads('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([{ otp: '111111' }])
    expect(update.get()).toEqual({
      step: 'VERIFY_SECONDARY_OTP',
      newEmail: 'grace@example.com',
      error: undefined,
    })
    expect(router.get().view).toBe('UpdateEmailSecondaryOtp')
    expect(onUpdated).not.toHaveBeenCalled()
  })

  it('the secondary code completes the change: onUpdated(newEmail) and back to Account', async () => {
    const { frame, router, update, onUpdated } = await atSecondary()
    frame.answer('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'grace@example.com' })
    expect(await update.submitSecondaryOtp('222222')).toBe(true)
    expect(frame.payloads('UPDATE_EMAIL_SECONDARY_OTP')).toEqual([{ otp: '222222' }])
    expect(onUpdated).toHaveBeenCalledExactlyOnceWith('grace@example.com')
    expect(router.get()).toMatchObject({ view: 'Account', history: [] })
    expect(update.get()).toEqual(idle)
    expect(frame.types()).toEqual([
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ])
  })

  it('takes the new address from the frame answer', async () => {
    const { frame, update, onUpdated } = await atSecondary()
    frame.answer('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'grace@example.org' })
    await update.submitSecondaryOtp('222222')
    expect(onUpdated).toHaveBeenCalledExactlyOnceWith('grace@example.org')
  })

  it('a refused address resolves false and stays idle with the error', async () => {
    const { frame, router, update } = setup()
    frame.fail('UPDATE_EMAIL', 'INVALID_PARAMS')
    expect(await update.updateEmail('grace@example.com')).toBe(false)
    expect(update.get()).toEqual({
      step: 'idle',
      newEmail: 'grace@example.com',
      error: { code: 'INVALID_PARAMS' },
    })
    expect(router.get().view).toBe('UpdateEmailWallet')
  })

  it('a wrong primary code resolves false and stays on the primary step with the error', async () => {
    const { frame, router, update } = await atPrimary()
    frame.fail('UPDATE_EMAIL_PRIMARY_OTP', 'INVALID_PARAMS')
    expect(await update.submitPrimaryOtp('000000')).toBe(false)
    expect(update.get()).toEqual({
      step: 'VERIFY_PRIMARY_OTP',
      newEmail: 'grace@example.com',
      error: { code: 'INVALID_PARAMS' },
    })
    expect(router.get().view).toBe('UpdateEmailPrimaryOtp')
  })

  it('a wrong secondary code resolves false and stays on the secondary step', async () => {
    const { frame, router, update, onUpdated } = await atSecondary()
    frame.fail('UPDATE_EMAIL_SECONDARY_OTP')
    expect(await update.submitSecondaryOtp('000000')).toBe(false)
    expect(update.get()).toEqual({
      step: 'VERIFY_SECONDARY_OTP',
      newEmail: 'grace@example.com',
      error: { code: 'ERROR_OCCURRED' },
    })
    expect(onUpdated).not.toHaveBeenCalled()
    expect(router.get().view).toBe('UpdateEmailSecondaryOtp')
  })

  it('a retry clears the error', async () => {
    const { frame, update } = await atPrimary()
    frame.fail('UPDATE_EMAIL_PRIMARY_OTP', 'INVALID_PARAMS')
    await update.submitPrimaryOtp('000000')
    frame.answer('UPDATE_EMAIL_PRIMARY_OTP', { action: 'VERIFY_SECONDARY_OTP' })
    expect(await update.submitPrimaryOtp('111111')).toBe(true)
    expect(update.get()).toMatchObject({ step: 'VERIFY_SECONDARY_OTP', error: undefined })
  })

  it('an answer after cancel is ignored and resolves false', async () => {
    const { frame, router, update, onUpdated } = await atSecondary()
    const answer = frame.defer('UPDATE_EMAIL_SECONDARY_OTP')
    const submitting = update.submitSecondaryOtp('222222')
    update.cancel()
    expect(update.get()).toEqual(idle)
    answer.resolve({ newEmail: 'grace@example.com' })
    expect(await submitting).toBe(false)
    expect(onUpdated).not.toHaveBeenCalled()
    expect(router.get().view).toBe('UpdateEmailSecondaryOtp')
    expect(update.get()).toEqual(idle)
  })

  it('an error after cancel is ignored', async () => {
    const { frame, update } = setup()
    const answer = frame.defer('UPDATE_EMAIL')
    const sending = update.updateEmail('grace@example.com')
    update.cancel()
    answer.reject('INVALID_PARAMS')
    expect(await sending).toBe(false)
    expect(update.get()).toEqual(idle)
  })
})
