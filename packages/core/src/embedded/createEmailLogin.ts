import { EMAIL_LOGIN_COOLDOWN_MS, type EmailLoginAction, FoyerError } from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import { latestAttempt } from '../utils/latestAttempt'
import type { FrameCall } from './frameCall'

export type EmailLoginStep =
  | 'idle'
  | 'sending'
  | Exclude<EmailLoginAction, 'CONNECT'>
  | 'verifying'
  | 'connecting'

export type EmailLoginState = {
  step: EmailLoginStep
  email: string | undefined
  /** The last failure: the frame's or the server's code. */
  error: ErrorNotice | undefined
  /** When a new code or link may be sent (ms since the epoch; a 30 s cooldown, docs/product.md). */
  resendAt: number | undefined
}

export type EmailLogin = Pick<Store<EmailLoginState>, 'get' | 'subscribe'> & {
  connectEmail(email: string): Promise<void>
  submitOtp(otp: string): Promise<void>
  resend(): Promise<void>
  cancel(): void
}

type Deps = {
  call: FrameCall
  /** Connects wagmi to the signed-in embedded wallet and remembers the login. */
  connect(email: string): Promise<void>
  router: Router
  now?: () => number
}

const isVerifyStep = (step: EmailLoginStep) => step === 'VERIFY_OTP' || step === 'VERIFY_DEVICE'

const idle: EmailLoginState = {
  step: 'idle',
  email: undefined,
  error: undefined,
  resendAt: undefined,
}

/**
 * Email sign-in (docs/product.md, Email): CONNECT_EMAIL answers VERIFY_OTP (a code was mailed) or
 * CONNECT (a trusted device with a live session); CONNECT_OTP signs in, or answers VERIFY_DEVICE
 * for a known user's new device (an approval link was mailed; CONNECT_DEVICE waits for the
 * click). CONNECT_EMAIL answering VERIFY_DEVICE (older servers) is followed the same way. One
 * attempt at a time: an answer to an older attempt is ignored.
 */
export function createEmailLogin(deps: Deps): EmailLogin {
  const now = deps.now ?? Date.now
  const store = createStore<EmailLoginState>(idle)
  const attempts = latestAttempt()

  async function finish(live: () => boolean, email: string) {
    store.set({ step: 'connecting', error: undefined })
    try {
      await deps.connect(email)
    } catch (cause) {
      throw new FoyerError('FAILED_TO_CONNECT', { cause })
    }
    if (live()) store.set(idle)
  }

  async function send(email: string, fromView: boolean) {
    const live = attempts.start()
    const { step } = store.get()
    store.set({ step: 'sending', email, error: undefined })
    try {
      const { action } = await deps.call('CONNECT_EMAIL', { email })
      if (!live()) return
      if (action === 'CONNECT') return await finish(live, email)
      store.set({ step: action, resendAt: now() + EMAIL_LOGIN_COOLDOWN_MS })
      const view = action === 'VERIFY_OTP' ? 'EmailVerifyOtp' : 'EmailVerifyDevice'
      if (!fromView) deps.router.push(view)
      // A resend from the device view now asks for a code: show the code view in its place.
      else if (step !== action && isVerifyStep(step)) deps.router.replace(view)
      if (action === 'VERIFY_DEVICE') {
        await deps.call('CONNECT_DEVICE', {})
        if (live()) await finish(live, email)
      }
    } catch (error) {
      if (!live()) return
      // A failure keeps the visitor on the verify step they were on (a failed resend included).
      const current = store.get().step
      const back = isVerifyStep(current) ? current : fromView && isVerifyStep(step) ? step : 'idle'
      store.set({ step: back, error: toErrorNotice(error) })
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    connectEmail: (email) => send(email.trim(), false),
    async submitOtp(otp) {
      const { email } = store.get()
      if (!email) return
      const live = attempts.start()
      store.set({ step: 'verifying', error: undefined })
      let device = false
      try {
        const result = await deps.call('CONNECT_OTP', { otp })
        if (!live()) return
        if (result?.action === 'VERIFY_DEVICE') {
          device = true
          // A known user's new device: the code was right and an approval link was mailed.
          store.set({ step: 'VERIFY_DEVICE', resendAt: now() + EMAIL_LOGIN_COOLDOWN_MS })
          deps.router.push('EmailVerifyDevice')
          await deps.call('CONNECT_DEVICE', {})
        }
        if (live()) await finish(live, email)
      } catch (error) {
        if (!live()) return
        // The code was used up once the device view shows: a failure stays there (resend).
        store.set({ step: device ? 'VERIFY_DEVICE' : 'VERIFY_OTP', error: toErrorNotice(error) })
      }
    },
    async resend() {
      const { email, resendAt } = store.get()
      if (!email || (resendAt !== undefined && now() < resendAt)) return
      await send(email, true)
    },
    cancel() {
      attempts.cancel()
      store.set(idle)
    },
  }
}
