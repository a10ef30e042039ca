import { FoyerError } from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'
import type { FrameAccount } from './frameAccount'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import type { SessionStore } from './sessionStore'

export type EmailLoginDeps = {
  api: Pick<FrameApi, 'connectEmail' | 'verifyOtp' | 'waitForDevice'>
  sessions: SessionStore
  account: Pick<FrameAccount, 'signIn' | 'require'>
  deviceId: string
  /** Stop polling for a device approval after this long (the app gives up at 120 s). */
  deviceWaitTimeoutMs?: number
  now?: () => number
}

export type EmailLogin = {
  handlers: FrameRequestHandlers<'CONNECT_EMAIL' | 'CONNECT_OTP' | 'CONNECT_DEVICE'>
  /** Forgets the entered email (signed in, or signed out). */
  reset(): void
  /** Abandons a device approval being waited for: it ends REQUEST_ABORTED. */
  cancelDeviceWait(): void
}

const DEVICE_WAIT_TIMEOUT_MS = 120_000

/**
 * The frame's side of email sign-in (docs/product.md): CONNECT_EMAIL asks the server which step
 * comes next (a code, a device approval, or CONNECT for a trusted device with a live session);
 * CONNECT_OTP and CONNECT_DEVICE finish it for the email entered last.
 */
export function createEmailLogin(deps: EmailLoginDeps): EmailLogin {
  let pendingEmail: string | undefined
  /** Counts email entries and cancels: a device wait started under an older one is stale. */
  let deviceGeneration = 0

  function enteredEmail(): string {
    if (!pendingEmail) throw new FoyerError('EMAIL_FIRST')
    return pendingEmail
  }

  return {
    handlers: {
      async CONNECT_EMAIL({ email }) {
        deviceGeneration++
        const { action } = await deps.api.connectEmail(
          { email, deviceId: deps.deviceId },
          deps.sessions.load()?.token,
        )
        pendingEmail = email
        if (action === 'CONNECT') await deps.account.require()
        return { action }
      },
      async CONNECT_OTP({ otp }) {
        const email = enteredEmail()
        await deps.account.signIn(await deps.api.verifyOtp({ email, deviceId: deps.deviceId, otp }))
        return {}
      },
      async CONNECT_DEVICE() {
        const email = enteredEmail()
        const generation = deviceGeneration
        const now = deps.now ?? Date.now
        const deadline = now() + (deps.deviceWaitTimeoutMs ?? DEVICE_WAIT_TIMEOUT_MS)
        while (now() < deadline) {
          const result = await deps.api.waitForDevice({ email, deviceId: deps.deviceId })
          if (generation !== deviceGeneration) throw new FoyerError('REQUEST_ABORTED')
          if (result.approved) {
            const { approved: _approved, ...next } = result
            await deps.account.signIn(next)
            return {}
          }
        }
        throw new FoyerError('DEVICE_NOT_APPROVED')
      },
    },
    reset() {
      pendingEmail = undefined
    },
    cancelDeviceWait() {
      deviceGeneration++
    },
  }
}
