import { FoyerError } from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'
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
  /** Waits `ms` between device polls (tests pass their own). */
  sleep?: (ms: number) => Promise<void>
}

export type EmailLogin = {
  handlers: FrameRequestHandlers<'CONNECT_EMAIL' | 'CONNECT_OTP' | 'CONNECT_DEVICE'>
  /** Forgets the entered email (signed in, or signed out). */
  reset(): void
  /** Abandons a device approval being waited for: it ends REQUEST_ABORTED. */
  cancelDeviceWait(): void
}

const DEVICE_WAIT_TIMEOUT_MS = 120_000
/** After a failed device poll: wait 1 s, doubling to 30 s; a poll that answers resets it. */
export const DEVICE_POLL_BACKOFF = { firstMs: 1_000, maxMs: 30_000 } as const
/** A poll that answered `{approved:false}` sooner than this waits out the rest before the next. */
export const DEVICE_POLL_MIN_MS = 1_000

/** Worth polling again later: no answer, a rate limit, a server failure. */
function transient(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 0 || error.status === 429 || error.status >= 500) &&
    error.code !== 'REQUEST_ABORTED'
  )
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The frame's side of email sign-in (docs/product.md): CONNECT_EMAIL asks the server which step
 * comes next (a code, or CONNECT for a trusted device with a live session); CONNECT_OTP checks the
 * code and signs in, or answers VERIFY_DEVICE (a known user's new device: an approval link was
 * mailed); CONNECT_DEVICE waits for that approval, backing off when a poll fails. All for the
 * email entered last.
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
        const result = await deps.api.verifyOtp({ email, deviceId: deps.deviceId, otp })
        // A known user's new device: the code was right, and an approval link is on its way.
        if ('action' in result) return { action: result.action }
        await deps.account.signIn(result)
        return {}
      },
      async CONNECT_DEVICE() {
        const email = enteredEmail()
        const generation = deviceGeneration
        const now = deps.now ?? Date.now
        const sleep = deps.sleep ?? realSleep
        const deadline = now() + (deps.deviceWaitTimeoutMs ?? DEVICE_WAIT_TIMEOUT_MS)
        let backoffMs: number = DEVICE_POLL_BACKOFF.firstMs
        while (now() < deadline) {
          const started = now()
          let result: Awaited<ReturnType<FrameApi['waitForDevice']>> | undefined
          try {
            result = await deps.api.waitForDevice({ email, deviceId: deps.deviceId })
          } catch (error) {
            if (!transient(error)) throw error
          }
          if (generation !== deviceGeneration) throw new FoyerError('REQUEST_ABORTED')
          if (result?.approved) {
            const { approved: _approved, ...next } = result
            await deps.account.signIn(next)
            return {}
          }
          if (result) {
            backoffMs = DEVICE_POLL_BACKOFF.firstMs
            const early = DEVICE_POLL_MIN_MS - (now() - started)
            if (early > 0) await sleep(early)
          } else {
            await sleep(backoffMs)
            backoffMs = Math.min(backoffMs * 2, DEVICE_POLL_BACKOFF.maxMs)
          }
          if (generation !== deviceGeneration) throw new FoyerError('REQUEST_ABORTED')
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
