import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createRouter } from '../router/createRouter'
import { createScriptedFrame } from '../testing/scriptedFrame'
import { createEmailLogin } from './createEmailLogin'

const T0 = 1_700_000_000_000

function setup() {
  const frame = createScriptedFrame()
  const router = createRouter({ isConnected: () => false, onClose: () => {} })
  const clock = { now: T0 }
  const connect = vi.fn(async (_email: string) => {})
  const login = createEmailLogin({ call: frame.call, connect, router, now: () => clock.now })
  return { frame, router, clock, connect, login }
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const idle = { step: 'idle', email: undefined, error: undefined, resendAt: undefined }

describe('createEmailLogin', () => {
  it('starts idle', () => {
    expect(setup().login.get()).toEqual(idle)
  })

  it('sends CONNECT_EMAIL; VERIFY_OTP shows EmailVerifyOtp and starts the cooldown', async () => {
    const { frame, router, login, connect } = setup()
    const answer = frame.defer('CONNECT_EMAIL')
    const sending = login.connectEmail('  ada@example.com ')
    expect(login.get()).toMatchObject({ step: 'sending', email: 'ada@example.com' })
    answer.resolve({ action: 'VERIFY_OTP' })
    await sending
    expect(frame.calls).toEqual([{ type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } }])
    expect(login.get()).toEqual({
      step: 'VERIFY_OTP',
      email: 'ada@example.com',
      error: undefined,
      resendAt: T0 + EMAIL_LOGIN_COOLDOWN_MS,
    })
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(router.get()).toMatchObject({ view: 'EmailVerifyOtp', history: ['Connect'] })
    expect(connect).not.toHaveBeenCalled()
  })

  it('VERIFY_DEVICE shows EmailVerifyDevice, waits on CONNECT_DEVICE, then connects', async () => {
    const { frame, router, login, connect } = setup()
    frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
    const approval = frame.defer('CONNECT_DEVICE')
    const sending = login.connectEmail('ada@example.com')
    await flush()
    expect(login.get()).toMatchObject({
      step: 'VERIFY_DEVICE',
      resendAt: T0 + EMAIL_LOGIN_COOLDOWN_MS,
    })
    expect(router.get().view).toBe('EmailVerifyDevice')
    expect(frame.types()).toEqual(['CONNECT_EMAIL', 'CONNECT_DEVICE'])
    expect(connect).not.toHaveBeenCalled()
    approval.resolve({})
    await sending
    expect(connect).toHaveBeenCalledExactlyOnceWith('ada@example.com')
    expect(login.get()).toEqual(idle)
  })

  it('CONNECT connects at once, without a verify view', async () => {
    const { frame, router, login, connect } = setup()
    frame.answer('CONNECT_EMAIL', { action: 'CONNECT' })
    let release!: () => void
    connect.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          release = resolve
        }),
    )
    const sending = login.connectEmail('ada@example.com')
    await flush()
    expect(login.get()).toMatchObject({ step: 'connecting', email: 'ada@example.com' })
    release()
    await sending
    expect(connect).toHaveBeenCalledExactlyOnceWith('ada@example.com')
    expect(frame.types()).toEqual(['CONNECT_EMAIL'])
    expect(router.get().view).toBe('Connect')
    expect(login.get()).toEqual(idle)
  })

  it('a failed CONNECT_EMAIL goes back to idle with the frame code', async () => {
    const { frame, router, login } = setup()
    frame.fail('CONNECT_EMAIL', 'INVALID_PARAMS')
    await login.connectEmail('ada@example.com')
    expect(login.get()).toMatchObject({ step: 'idle', error: { code: 'INVALID_PARAMS' } })
    expect(router.get().view).toBe('Connect')
  })

  it('an error that is no FoyerError reads ERROR_OCCURRED', async () => {
    const { frame, login } = setup()
    await login.connectEmail('ada@example.com')
    expect(frame.unscripted).toEqual(['CONNECT_EMAIL'])
    expect(login.get().error).toEqual({ code: 'ERROR_OCCURRED' })
  })

  describe('the code', () => {
    async function verifying() {
      const context = setup()
      context.frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await context.login.connectEmail('ada@example.com')
      return context
    }

    it('a right code connects with the email and returns to idle', async () => {
      const { frame, login, connect } = await verifying()
      const answer = frame.defer('CONNECT_OTP')
      const submitting = login.submitOtp('123456')
      expect(login.get()).toMatchObject({ step: 'verifying', error: undefined })
      answer.resolve({})
      await submitting
      expect(frame.payloads('CONNECT_OTP')).toEqual([{ otp: '123456' }])
      expect(connect).toHaveBeenCalledExactlyOnceWith('ada@example.com')
      expect(login.get()).toEqual(idle)
    })

    it('a wrong code stays on VERIFY_OTP with the frame code', async () => {
      const { frame, login, connect, router } = await verifying()
      frame.fail('CONNECT_OTP', 'INVALID_PARAMS')
      await login.submitOtp('000000')
      expect(login.get()).toMatchObject({
        step: 'VERIFY_OTP',
        email: 'ada@example.com',
        error: { code: 'INVALID_PARAMS' },
      })
      expect(connect).not.toHaveBeenCalled()
      expect(router.get().view).toBe('EmailVerifyOtp')
    })

    it('a frame error without a known code reads ERROR_OCCURRED', async () => {
      const { frame, login } = await verifying()
      frame.fail('CONNECT_OTP')
      await login.submitOtp('000000')
      expect(login.get()).toMatchObject({ step: 'VERIFY_OTP', error: { code: 'ERROR_OCCURRED' } })
    })

    it('a failed connect after the code stays on VERIFY_OTP with FAILED_TO_CONNECT', async () => {
      const { frame, login, connect } = await verifying()
      frame.answer('CONNECT_OTP', {})
      connect.mockRejectedValueOnce(new Error('Connector already connected'))
      await login.submitOtp('123456')
      expect(login.get()).toMatchObject({
        step: 'VERIFY_OTP',
        error: { code: 'FAILED_TO_CONNECT' },
      })
    })

    it('VERIFY_DEVICE after the code shows EmailVerifyDevice, waits on CONNECT_DEVICE, then connects', async () => {
      const { frame, login, connect, router, clock } = await verifying()
      clock.now += 40_000
      frame.answer('CONNECT_OTP', { action: 'VERIFY_DEVICE' })
      const approval = frame.defer('CONNECT_DEVICE')
      const submitting = login.submitOtp('123456')
      await flush()
      expect(login.get()).toMatchObject({
        step: 'VERIFY_DEVICE',
        email: 'ada@example.com',
        error: undefined,
        resendAt: T0 + 40_000 + EMAIL_LOGIN_COOLDOWN_MS,
      })
      expect(router.get()).toMatchObject({
        view: 'EmailVerifyDevice',
        history: ['Connect', 'EmailVerifyOtp'],
      })
      expect(frame.types()).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_DEVICE'])
      expect(connect).not.toHaveBeenCalled()
      approval.resolve({})
      await submitting
      expect(connect).toHaveBeenCalledExactlyOnceWith('ada@example.com')
      expect(login.get()).toEqual(idle)
    })

    it('a failed device wait after the code stays on VERIFY_DEVICE with its code', async () => {
      const { frame, login, connect, router } = await verifying()
      frame.answer('CONNECT_OTP', { action: 'VERIFY_DEVICE' })
      frame.fail('CONNECT_DEVICE', 'DEVICE_NOT_APPROVED')
      await login.submitOtp('123456')
      expect(login.get()).toMatchObject({
        step: 'VERIFY_DEVICE',
        error: { code: 'DEVICE_NOT_APPROVED' },
      })
      expect(router.get().view).toBe('EmailVerifyDevice')
      expect(connect).not.toHaveBeenCalled()
    })

    it('a resend from the device view mails a code and shows the code view in its place', async () => {
      const { frame, login, router, clock } = await verifying()
      frame.answer('CONNECT_OTP', { action: 'VERIFY_DEVICE' })
      frame.fail('CONNECT_DEVICE', 'DEVICE_NOT_APPROVED')
      await login.submitOtp('123456')
      clock.now += EMAIL_LOGIN_COOLDOWN_MS
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await login.resend()
      expect(login.get()).toMatchObject({ step: 'VERIFY_OTP', error: undefined })
      expect(router.get()).toMatchObject({
        view: 'EmailVerifyOtp',
        history: ['Connect', 'EmailVerifyOtp'],
      })
    })

    it('a device approval after cancel does not connect', async () => {
      const { frame, login, connect } = await verifying()
      frame.answer('CONNECT_OTP', { action: 'VERIFY_DEVICE' })
      const approval = frame.defer('CONNECT_DEVICE')
      const submitting = login.submitOtp('123456')
      await flush()
      login.cancel()
      approval.resolve({})
      await submitting
      expect(connect).not.toHaveBeenCalled()
      expect(login.get()).toEqual(idle)
    })

    it('sends nothing without an email', async () => {
      const { frame, login } = setup()
      await login.submitOtp('123456')
      expect(frame.calls).toEqual([])
      expect(login.get()).toEqual(idle)
    })

    it('a code answered after cancel is ignored', async () => {
      const { frame, login, connect } = await verifying()
      const answer = frame.defer('CONNECT_OTP')
      const submitting = login.submitOtp('123456')
      login.cancel()
      answer.resolve({})
      await submitting
      expect(connect).not.toHaveBeenCalled()
      expect(login.get()).toEqual(idle)
    })
  })

  describe('resend', () => {
    it('is refused before resendAt without asking the frame, and allowed from then', async () => {
      const { frame, router, clock, login } = setup()
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await login.connectEmail('ada@example.com')
      clock.now = T0 + EMAIL_LOGIN_COOLDOWN_MS - 1
      await login.resend()
      expect(frame.types()).toEqual(['CONNECT_EMAIL'])
      clock.now = T0 + EMAIL_LOGIN_COOLDOWN_MS
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await login.resend()
      expect(frame.calls).toEqual([
        { type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
        { type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
      ])
      expect(login.get()).toEqual({
        step: 'VERIFY_OTP',
        email: 'ada@example.com',
        error: undefined,
        resendAt: T0 + 2 * EMAIL_LOGIN_COOLDOWN_MS,
      })
      // The view is already showing: a resend does not push it again.
      expect(router.get()).toMatchObject({ view: 'EmailVerifyOtp', history: ['Connect'] })
    })

    it('does nothing without an email', async () => {
      const { frame, login } = setup()
      await login.resend()
      expect(frame.calls).toEqual([])
    })

    it('a failed resend keeps the code step, with the error', async () => {
      const { frame, clock, login } = setup()
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await login.connectEmail('ada@example.com')
      clock.now = T0 + EMAIL_LOGIN_COOLDOWN_MS
      frame.fail('CONNECT_EMAIL', 'RATE_LIMITED')
      await login.resend()
      expect(frame.types()).toEqual(['CONNECT_EMAIL', 'CONNECT_EMAIL'])
      expect(login.get()).toMatchObject({
        step: 'VERIFY_OTP',
        email: 'ada@example.com',
        error: { code: 'RATE_LIMITED' },
      })
    })

    it('a failed resend keeps the device step, with the error', async () => {
      const { frame, clock, login } = setup()
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
      frame.defer('CONNECT_DEVICE')
      void login.connectEmail('ada@example.com')
      await flush()
      clock.now = T0 + EMAIL_LOGIN_COOLDOWN_MS
      frame.fail('CONNECT_EMAIL', 'RATE_LIMITED')
      await login.resend()
      expect(login.get()).toMatchObject({ step: 'VERIFY_DEVICE', error: { code: 'RATE_LIMITED' } })
    })
  })

  describe('stale answers', () => {
    it('an answer after cancel is ignored', async () => {
      const { frame, router, login, connect } = setup()
      const answer = frame.defer('CONNECT_EMAIL')
      const sending = login.connectEmail('ada@example.com')
      login.cancel()
      expect(login.get()).toEqual(idle)
      answer.resolve({ action: 'VERIFY_OTP' })
      await sending
      expect(login.get()).toEqual(idle)
      expect(router.get().view).toBe('Connect')
      expect(connect).not.toHaveBeenCalled()
    })

    it('an error after cancel is ignored', async () => {
      const { frame, login } = setup()
      const answer = frame.defer('CONNECT_EMAIL')
      const sending = login.connectEmail('ada@example.com')
      login.cancel()
      answer.reject('INVALID_PARAMS')
      await sending
      expect(login.get()).toEqual(idle)
    })

    it('the answer to an older attempt is ignored once a newer one started', async () => {
      const { frame, router, login, connect } = setup()
      const first = frame.defer('CONNECT_EMAIL')
      const older = login.connectEmail('ada@example.com')
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await login.connectEmail('grace@example.com')
      first.resolve({ action: 'CONNECT' })
      await older
      expect(connect).not.toHaveBeenCalled()
      expect(login.get()).toMatchObject({
        step: 'VERIFY_OTP',
        email: 'grace@example.com',
        error: undefined,
      })
      expect(router.get().view).toBe('EmailVerifyOtp')
    })

    it('an older attempt that fails late leaves the newer one alone', async () => {
      const { frame, login } = setup()
      const first = frame.defer('CONNECT_EMAIL')
      const older = login.connectEmail('ada@example.com')
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await login.connectEmail('grace@example.com')
      first.reject('INVALID_PARAMS')
      await older
      expect(login.get()).toMatchObject({ step: 'VERIFY_OTP', error: undefined })
    })

    it('a device approval after cancel does not connect', async () => {
      const { frame, login, connect } = setup()
      frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
      const approval = frame.defer('CONNECT_DEVICE')
      const sending = login.connectEmail('ada@example.com')
      await flush()
      login.cancel()
      approval.resolve({})
      await sending
      expect(connect).not.toHaveBeenCalled()
      expect(login.get()).toEqual(idle)
    })
  })

  it('tells subscribers each step', async () => {
    const { frame, login } = setup()
    const steps: string[] = []
    login.subscribe((state) => steps.push(state.step))
    frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
    await login.connectEmail('ada@example.com')
    frame.answer('CONNECT_OTP', {})
    await login.submitOtp('123456')
    expect(steps).toEqual(['sending', 'VERIFY_OTP', 'verifying', 'connecting', 'idle'])
  })
})
