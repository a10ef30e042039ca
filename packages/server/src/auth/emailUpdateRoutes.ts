import { AUTH_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { emailUpdateCodeMail } from '../mail/mailTemplates'
import type { AuthDeps } from './authDeps'
import { updateEmailOtpRequestSchema, updateEmailRequestSchema } from './authProtocol'
import { requireSession } from './bearerSession'
import { withRetryAfter } from './mailCooldown'
import { issueOtp, verifyOtp } from './otps'
import { parseBody } from './parseBody'
import { sendOrDiscard } from './sendOrDiscard'
import { changeUserEmail, findUserByEmail } from './users'

const taken = () => new ApiError(409, 'EMAIL_TAKEN')

/**
 * The session's user's email; 409 NO_EMAIL for a user without one (signed in with a provider
 * that gave no verified email): there is no current address to confirm the change from.
 */
function currentEmail(user: { email: string | null }): string {
  if (user.email === null) {
    throw new ApiError(409, 'NO_EMAIL')
  }
  return user.email
}

/**
 * The email update (all Bearer): `POST /auth/v1/email/update {newEmail}` mails a code to the
 * current address → `{action: 'VERIFY_PRIMARY_OTP'}`; `…/update/primary {otp}` mails one to the
 * new address → `{action: 'VERIFY_SECONDARY_OTP'}`; `…/update/secondary {otp}` moves the user
 * → `{newEmail}`. 409 NO_EMAIL (a user without an email), 409 EMAIL_TAKEN, 400 SAME_EMAIL, the OTP errors, 429 COOLDOWN.
 */
export function emailUpdateRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, mailer } = deps
  route(app, AUTH_ROUTES.emailUpdate, async (request, reply) => {
    const now = deps.now()
    const { user } = await requireSession(db, request, now)
    const email = currentEmail(user)
    const { newEmail } = parseBody(updateEmailRequestSchema, request.body)
    if (newEmail === email) {
      throw new ApiError(400, 'SAME_EMAIL')
    }
    if (await findUserByEmail(db, newEmail)) throw taken()
    try {
      const otp = await issueOtp(db, await deps.hasher(), {
        email,
        purpose: 'update-primary',
        userId: user.id,
        newEmail,
        now,
      })
      const mail = { to: email, ...emailUpdateCodeMail(otp.code, 'primary', newEmail) }
      await sendOrDiscard(mailer, mail, otp.discard, request.log)
    } catch (error) {
      return withRetryAfter(reply, error)
    }
    return { action: 'VERIFY_PRIMARY_OTP' as const }
  })

  route(app, AUTH_ROUTES.emailUpdatePrimary, async (request, reply) => {
    const now = deps.now()
    const { user } = await requireSession(db, request, now)
    currentEmail(user)
    const { otp } = parseBody(updateEmailOtpRequestSchema, request.body)
    const verified = await verifyOtp(db, await deps.hasher(), {
      userId: user.id,
      purpose: 'update-primary',
      code: otp,
      now,
    })
    const newEmail = verified.newEmail as string
    if (await findUserByEmail(db, newEmail)) throw taken()
    try {
      const next = await issueOtp(db, await deps.hasher(), {
        email: newEmail,
        purpose: 'update-secondary',
        userId: user.id,
        newEmail,
        now,
      })
      const mail = { to: newEmail, ...emailUpdateCodeMail(next.code, 'secondary', newEmail) }
      await sendOrDiscard(mailer, mail, next.discard, request.log)
    } catch (error) {
      return withRetryAfter(reply, error)
    }
    return { action: 'VERIFY_SECONDARY_OTP' as const }
  })

  route(app, AUTH_ROUTES.emailUpdateSecondary, async (request) => {
    const now = deps.now()
    const { user } = await requireSession(db, request, now)
    currentEmail(user)
    const { otp } = parseBody(updateEmailOtpRequestSchema, request.body)
    const verified = await verifyOtp(db, await deps.hasher(), {
      userId: user.id,
      purpose: 'update-secondary',
      code: otp,
      now,
    })
    const newEmail = verified.newEmail as string
    if (!(await changeUserEmail(db, user.id, newEmail))) throw taken()
    return { newEmail }
  })
}
