import { AUTH_ROUTES, routeUrl } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import { deviceApprovalMail, loginCodeMail } from '../mail/mailTemplates'
import type { AuthDeps } from './authDeps'
import {
  type ConnectEmailResponse,
  connectEmailRequestSchema,
  type SessionGrant,
  verifyOtpRequestSchema,
} from './authProtocol'
import { optionalSession } from './bearerSession'
import { createDeviceApproval } from './deviceApprovals'
import { approveDevice, isDeviceApproved } from './devices'
import { withRetryAfter } from './mailCooldown'
import { issueOtp, verifyOtp } from './otps'
import { parseBody } from './parseBody'
import { sendOrDiscard } from './sendOrDiscard'
import { createSession } from './sessions'
import { ensureUser, findUserByEmail } from './users'

/**
 * `POST /auth/v1/email/connect {email, deviceId}` → `{action}`: CONNECT (the Bearer session is
 * live for this user and device), VERIFY_OTP (new user or approved device: a code is mailed) or
 * VERIFY_DEVICE (known user, new device: an approval link is mailed); 429 COOLDOWN.
 * `POST /auth/v1/email/otp {email, deviceId, otp}` → a session grant; the device is approved.
 */
export function emailLoginRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, mailer } = deps
  route(app, AUTH_ROUTES.emailConnect, async (request, reply): Promise<ConnectEmailResponse> => {
    const { email, deviceId } = parseBody(connectEmailRequestSchema, request.body)
    const now = deps.now()
    const user = await findUserByEmail(db, email)
    if (user) {
      const session = await optionalSession(db, request, now)
      if (session?.user.id === user.id && session.deviceId === deviceId)
        return { action: 'CONNECT' }
    }
    try {
      if (!user || (await isDeviceApproved(db, user.id, deviceId))) {
        const otp = await issueOtp(db, { email, purpose: 'login', deviceId, now })
        await sendOrDiscard(
          mailer,
          { to: email, ...loginCodeMail(otp.code) },
          otp.discard,
          request.log,
        )
        return { action: 'VERIFY_OTP' }
      }
      const approval = await createDeviceApproval(db, { userId: user.id, deviceId, email, now })
      const link = `${deps.publicApiUrl}${routeUrl(AUTH_ROUTES.deviceApprovePage, {}, { token: approval.token })}`
      await sendOrDiscard(
        mailer,
        { to: email, ...deviceApprovalMail(link) },
        approval.discard,
        request.log,
      )
      return { action: 'VERIFY_DEVICE' }
    } catch (error) {
      return withRetryAfter(reply, error)
    }
  })

  route(app, AUTH_ROUTES.emailOtp, async (request): Promise<SessionGrant> => {
    const { email, deviceId, otp } = parseBody(verifyOtpRequestSchema, request.body)
    const now = deps.now()
    await verifyOtp(db, { email, purpose: 'login', code: otp, deviceId, now })
    return db.transaction(async (tx) => {
      const user = await ensureUser(tx, email, now)
      await approveDevice(tx, user.id, deviceId, now)
      return createSession(tx, { user, deviceId, origin: deps.frameOrigin, now })
    })
  })
}
