import { WALLET_SHARES_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  type AuthShareResponse,
  type RecoveryShareResponse,
  storeSharesRequestSchema,
} from '../auth/authProtocol'
import { requireSession } from '../auth/bearerSession'
import { frameOriginHook } from '../auth/frameOriginHook'
import { parseBody } from '../auth/parseBody'
import { sendOrDiscard } from '../auth/sendOrDiscard'
import type { CustodianClient } from '../custodian/custodianClient'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Mailer } from '../mail/mailer'
import { walletRestoredMail } from '../mail/mailTemplates'
import type { Database } from '../store/database'
import { recoveryRoutes } from './recoveryRoutes'
import type { WalletKeys } from './walletKeys'
import { readAuthShare, releaseRecoveryShare, storeWalletShares } from './walletShares'

export interface WalletRoutesDeps {
  db: Database
  mailer: Mailer
  now: () => Date
  frameOrigin: string
  /** The two share keys, loaded on first use. */
  keys: () => Promise<WalletKeys>
  /** Custodial email recovery's custodian (CUSTODIAN_URL); undefined: off. */
  custodian?: CustodianClient | undefined
}

const noWallet = () => new ApiError(404, 'NO_WALLET')

/**
 * Key shares of the embedded wallet (frame origin only, Bearer session on an approved device):
 * - `POST /wallet/v1/shares {address, authShare}` → 201 `{address}`, once per user (409
 *   WALLET_EXISTS); the session's device is recorded as the one holding the device share. No
 *   recovery share is taken (one an old frame sends is dropped): see recoveryRoutes.
 * - `GET /wallet/v1/shares/auth` → `{address, authShare, version}` (404 NO_WALLET).
 * - the sealed-recovery routes (recoveryRoutes.ts).
 * - `GET /wallet/v1/shares/recovery` → `{address, recoveryShare}`: LEGACY AND CUSTODIAL, only for
 *   wallets made before sealed recovery that still have a server-held recovery share (protect
 *   deletes it; 404 NO_WALLET otherwise): new-device recovery, see releaseRecoveryShare. 404 NO_WALLET; 409 RECOVERY_USED when the device stored the wallet or
 *   another session already got the share for it. Until a notice of a release to the device has
 *   gone out, the user is mailed one before the answer; when that mail fails, nothing is released
 *   (502 MAIL_FAILED).
 */
export async function walletRoutes(app: FastifyInstance, deps: WalletRoutesDeps) {
  await app.register(async (scope) => {
    frameOriginHook(scope, deps.frameOrigin)
    recoveryRoutes(scope, deps)
    route(scope, WALLET_SHARES_ROUTES.store, async (request, reply) => {
      const now = deps.now()
      const session = await requireSession(deps.db, request, now)
      const body = parseBody(storeSharesRequestSchema, request.body)
      const stored = await storeWalletShares(deps.db, await deps.keys(), {
        userId: session.user.id,
        deviceKey: session.deviceKey,
        address: body.address,
        authShare: body.authShare,
        now,
      })
      if (!stored) throw new ApiError(409, 'WALLET_EXISTS')
      return reply.status(201).send({ address: body.address })
    })
    route(scope, WALLET_SHARES_ROUTES.authShare, async (request): Promise<AuthShareResponse> => {
      const { user } = await requireSession(deps.db, request, deps.now())
      const wallet = await readAuthShare(deps.db, await deps.keys(), user.id)
      if (!wallet) throw noWallet()
      return wallet
    })
    route(
      scope,
      WALLET_SHARES_ROUTES.recoveryShare,
      async (request): Promise<RecoveryShareResponse> => {
        const now = deps.now()
        const session = await requireSession(deps.db, request, now)
        const release = await releaseRecoveryShare(deps.db, await deps.keys(), {
          userId: session.user.id,
          deviceKey: session.deviceKey,
          sessionId: session.id,
          now,
        })
        if (release.kind === 'no-wallet') throw noWallet()
        if (release.kind === 'refused') {
          throw new ApiError(409, 'RECOVERY_USED')
        }
        // A user without an email (a provider gave none) gets no notice: the provider sign-in is
        // the proof of who asks, and the release stays recorded (see docs/security.md).
        if (release.needsNotice && session.user.email !== null) {
          await sendOrDiscard(
            deps.mailer,
            { to: session.user.email, ...walletRestoredMail(release.address, now) },
            release.discard,
            request.log,
          )
          await release.notified()
        }
        return { address: release.address, recoveryShare: release.recoveryShare }
      },
    )
  })
}
