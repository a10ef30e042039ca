import { type CustodianReleaseResponse, WALLET_SHARES_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { custodianReleaseRequestSchema } from '../auth/authProtocol'
import { requireSession } from '../auth/bearerSession'
import { parseBody } from '../auth/parseBody'
import { sendOrDiscard } from '../auth/sendOrDiscard'
import type { CustodianClient } from '../custodian/custodianClient'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Mailer } from '../mail/mailer'
import { walletRestoredMail } from '../mail/mailTemplates'
import type { Database } from '../store/database'
import {
  custodianNoticeDone,
  readCustodianWrap,
  recordCustodianNotice,
  recordCustodianRelease,
} from './recoveryRecords'

export interface CustodianReleaseDeps {
  db: Database
  mailer: Mailer
  now: () => Date
  /** Undefined: the operator runs no custodian (custodial email recovery off). */
  custodian: CustodianClient | undefined
}

/**
 * `POST /wallet/v1/recovery/custodian/release {recipientPublicKey}` (custodial email recovery; in
 * the scope of walletRoutes: frame origin, Bearer session on an approved device): the custodian
 * opens the wallet's `custodian` wrap and seals RK again to the frame's one-off key. 404
 * CUSTODIAN_OFF when no custodian runs or the user's wallet has no custodian wrap (or no wallet).
 * Before a device's first release the user is mailed the "restored on a new device"
 * notice (once per user and device; a user without an email gets none; none for the device that
 * stored the wallet, which holds its key already and asks only to add a method); when that mail fails,
 * nothing is released (502 MAIL_FAILED). 502 CUSTODIAN_FAILED when the custodian cannot answer
 * (down, another key, a wrap that does not open). The API never sees RK: the custodian's answer
 * opens only with the frame's one-off key.
 */
export function custodianReleaseRoute(scope: FastifyInstance, deps: CustodianReleaseDeps) {
  route(
    scope,
    WALLET_SHARES_ROUTES.custodianRelease,
    async (request): Promise<CustodianReleaseResponse> => {
      const now = deps.now()
      const session = await requireSession(deps.db, request, now)
      const body = parseBody(custodianReleaseRequestSchema, request.body)
      const { user } = session
      if (!deps.custodian) throw new ApiError(404, 'CUSTODIAN_OFF')
      const sealed = await readCustodianWrap(deps.db, user.id)
      if (!sealed) throw new ApiError(404, 'CUSTODIAN_OFF')
      const device = { userId: user.id, deviceId: session.deviceKey }
      const storedHere = sealed.storedBy === session.deviceKey
      if (!storedHere && !(await custodianNoticeDone(deps.db, device))) {
        // Mailed before anything is released; nothing is recorded until it went out. Two first
        // releases at once may both mail: at least one notice, never none.
        if (user.email !== null) {
          await sendOrDiscard(
            deps.mailer,
            { to: user.email, ...walletRestoredMail(sealed.address, now) },
            async () => {},
            request.log,
          )
        }
        await recordCustodianNotice(deps.db, { ...device, notified: user.email !== null, now })
      }
      const released = await deps.custodian.release({
        keyId: sealed.keyId,
        ephemeralPublicKey: sealed.ephemeralPublicKey,
        wrap: sealed.wrap,
        context: { address: sealed.address, userId: user.id },
        recipientPublicKey: body.recipientPublicKey,
      })
      if (released.kind === 'failed') {
        request.log.warn({ status: released.status }, 'the custodian did not release')
        throw new ApiError(502, 'CUSTODIAN_FAILED')
      }
      await recordCustodianRelease(deps.db, { ...device, now })
      return released.answer
    },
  )
}
