import type { ErrorNotice } from '../errors/errorNotice'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import { latestAttempt } from '../utils/latestAttempt'
import type { FrameCall } from './frameCall'

export type EmailUpdateStep =
  | 'idle'
  | 'sending'
  | 'VERIFY_PRIMARY_OTP'
  | 'VERIFY_SECONDARY_OTP'
  | 'verifying'

export type EmailUpdateState = {
  step: EmailUpdateStep
  newEmail: string | undefined
  error: ErrorNotice | undefined
}

export type EmailUpdate = Pick<Store<EmailUpdateState>, 'get' | 'subscribe'> & {
  /** Each step resolves true when it succeeded (false: the state holds the error). */
  updateEmail(newEmail: string): Promise<boolean>
  submitPrimaryOtp(otp: string): Promise<boolean>
  submitSecondaryOtp(otp: string): Promise<boolean>
  cancel(): void
}

type Deps = {
  call: FrameCall
  router: Router
  /** The change is done: the new address is the login's (docs/product.md, Email). */
  onUpdated(newEmail: string): void
}

const idle: EmailUpdateState = { step: 'idle', newEmail: undefined, error: undefined }

/**
 * Changing the embedded wallet's email (docs/product.md, Email): a code to the current address (primary), then
 * one to the new address (secondary), whose step returns newEmail and marks the login done.
 */
export function createEmailUpdate(deps: Deps): EmailUpdate {
  const store = createStore<EmailUpdateState>(idle)
  const attempts = latestAttempt()

  async function step<T>(
    from: EmailUpdateStep,
    request: () => Promise<T>,
    done: (result: T) => void,
    patch: Partial<EmailUpdateState> = {},
  ): Promise<boolean> {
    const live = attempts.start()
    store.set({ ...patch, step: from === 'idle' ? 'sending' : 'verifying', error: undefined })
    try {
      const result = await request()
      if (!live()) return false
      done(result)
      return true
    } catch (error) {
      if (live()) store.set({ step: from, error: toErrorNotice(error) })
      return false
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    updateEmail(newEmail) {
      const email = newEmail.trim()
      return step(
        'idle',
        () => deps.call('UPDATE_EMAIL', { email }),
        () => {
          store.set({ step: 'VERIFY_PRIMARY_OTP' })
          deps.router.push('UpdateEmailPrimaryOtp')
        },
        { newEmail: email },
      )
    },
    submitPrimaryOtp: (otp) =>
      step(
        'VERIFY_PRIMARY_OTP',
        () => deps.call('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
        () => {
          store.set({ step: 'VERIFY_SECONDARY_OTP' })
          deps.router.push('UpdateEmailSecondaryOtp')
        },
      ),
    submitSecondaryOtp: (otp) =>
      step(
        'VERIFY_SECONDARY_OTP',
        () => deps.call('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
        ({ newEmail }) => {
          store.set(idle)
          deps.onUpdated(newEmail)
          deps.router.reset('Account')
        },
      ),
    cancel() {
      attempts.cancel()
      store.set(idle)
    },
  }
}
