import type { FrameApi } from '../api/frameApi'
import type { FrameAccount } from './frameAccount'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import type { SessionStore } from './sessionStore'

export type EmailUpdateDeps = {
  api: Pick<FrameApi, 'updateEmail' | 'updateEmailPrimary' | 'updateEmailSecondary'>
  sessions: SessionStore
  account: Pick<FrameAccount, 'session'>
}

/**
 * The signed-in user's email change (docs/product.md): the new address, then a code sent to the
 * current one, then a code sent to the new one; the stored session then carries the new email.
 * Each step needs a session (NOT_CONNECTED without); the server keeps the steps' state.
 */
export function createEmailUpdate(
  deps: EmailUpdateDeps,
): FrameRequestHandlers<
  'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'
> {
  return {
    UPDATE_EMAIL: async ({ email }) => deps.api.updateEmail(deps.account.session().token, email),
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) =>
      deps.api.updateEmailPrimary(deps.account.session().token, otp),
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const current = deps.account.session()
      const result = await deps.api.updateEmailSecondary(current.token, otp)
      deps.sessions.save({ ...current, user: { ...current.user, email: result.newEmail } })
      return result
    },
  }
}
