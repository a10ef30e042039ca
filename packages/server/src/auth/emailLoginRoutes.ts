import { AUTH_ROUTES, routeUrl } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { clientAddress } from '../http/clientAddress'
import { route } from '../http/route'
import { deviceApprovalMail, loginCodeMail } from '../mail/mailTemplates'
import type { AuthDeps } from './authDeps'
import {
  type ConnectEmailResponse,
  connectEmailRequestSchema,
  type VerifyOtpResponse,
  verifyOtpRequestSchema,
} from './authProtocol'
import { optionalSession } from './bearerSession'
import { createDeviceApproval } from './deviceApprovals'
import { approveDevice, isDeviceApproved } from './devices'
import { checkAddressLock } from './loginAttempts'
import { withRetryAfter } from './mailCooldown'
import { issueOtp, verifyOtp } from './otps'
import { parseBody } from './parseBody'
import { sendOrDiscard } from './sendOrDiscard'
import { createSession } from './sessions'
import { ensureUser, findUserByEmail } from './users'

/**
 * `POST /auth/v1/email/connect {email, deviceId}` → `{action}`: CONNECT when the Bearer session
 * is live for this user and device, else VERIFY_OTP with a code mailed — the same answer and the
 * same work for known and unknown addresses; 429 COOLDOWN, 429 ADDRESS_LOCKED (no code mailed).
 * `POST /auth/v1/email/otp {email, deviceId, otp}` → a session grant (a new user, or a device the
 * user approved before: it stays approved), or `{action: 'VERIFY_DEVICE'}` for a known user on a
 * device never approved: an approval link is mailed and the device waits for it
 * (`POST /auth/v1/device/wait`). Wrong codes count per address and per client (loginAttempts):
 * 429 ADDRESS_LOCKED / RATE_LIMITED with Retry-After.
 */
export function emailLoginRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, mailer } = deps
  route(app, AUTH_ROUTES.emailConnect, async (request, reply): Promise<ConnectEmailResponse> => {
    const { email, deviceId } = parseBody(connectEmailRequestSchema, request.body)
    const now = deps.now()
    const hasher = await deps.hasher()
    // The device id is keyed once, here: nothing below sees or stores it in plain.
    const deviceKey = hasher.device(deviceId)
    const user = await findUserByEmail(db, email)
    const session = await optionalSession(db, request, now)
    if (user && session?.user.id === user.id && session.deviceKey === deviceKey) {
      return { action: 'CONNECT' }
    }
    try {
      await checkAddressLock(db, hasher.address(email), now)
      const otp = await issueOtp(db, hasher, { email, purpose: 'login', deviceKey, now })
      await sendOrDiscard(
        mailer,
        { to: email, ...loginCodeMail(otp.code) },
        otp.discard,
        request.log,
      )
      return { action: 'VERIFY_OTP' }
    } catch (error) {
      return withRetryAfter(reply, error)
    }
  })

  route(app, AUTH_ROUTES.emailOtp, async (request, reply): Promise<VerifyOtpResponse> => {
    const { email, deviceId, otp } = parseBody(verifyOtpRequestSchema, request.body)
    const now = deps.now()
    const hasher = await deps.hasher()
    const deviceKey = hasher.device(deviceId)
    const attempts = {
      address: hasher.address(email),
      client: hasher.client(clientAddress(request)),
    }
    try {
      await verifyOtp(db, hasher, { email, purpose: 'login', code: otp, deviceKey, attempts, now })
    } catch (error) {
      return withRetryAfter(reply, error)
    }
    const user = await findUserByEmail(db, email)
    if (user && !(await isDeviceApproved(db, user.id, deviceKey))) {
      // The code proves the mailbox, but a code can be guessed: a new device of a known user
      // also needs the mailed link (its token cannot be guessed).
      const approval = await createDeviceApproval(db, hasher, {
        userId: user.id,
        deviceKey,
        email,
        now,
        cooldown: false,
      })
      const link = `${deps.publicApiUrl}${routeUrl(AUTH_ROUTES.deviceApprovePage, {}, { token: approval.token })}`
      await sendOrDiscard(
        mailer,
        { to: email, ...deviceApprovalMail(link) },
        approval.discard,
        request.log,
      )
      return { action: 'VERIFY_DEVICE' }
    }
    return db.transaction(async (tx) => {
      const signedIn = await ensureUser(tx, email, now)
      await approveDevice(tx, signedIn.id, deviceKey, now)
      return createSession(tx, { user: signedIn, deviceKey, origin: deps.frameOrigin, now })
    })
  })
}
