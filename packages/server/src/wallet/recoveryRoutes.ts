import { type RecoveryMethod, WALLET_SHARES_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  addRecoveryMethodRequestSchema,
  protectWalletRequestSchema,
  type RecoveryRecord,
  removeRecoveryPasskeyRequestSchema,
} from '../auth/authProtocol'
import { requireSession } from '../auth/bearerSession'
import { parseBody } from '../auth/parseBody'
import type { CustodianClient } from '../custodian/custodianClient'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Mailer } from '../mail/mailer'
import type { Database } from '../store/database'
import { custodianReleaseRoute } from './custodianReleaseRoute'
import {
  addRecoveryMethod,
  MAX_PASSKEY_WRAPS,
  protectWallet,
  type RecoveryChange,
  readRecoveryRecord,
  removeRecoveryPasskey,
} from './recoveryRecords'
import type { WalletKeys } from './walletKeys'

export interface RecoveryRoutesDeps {
  db: Database
  mailer: Mailer
  now: () => Date
  keys: () => Promise<WalletKeys>
  /** Custodial email recovery: the custodian (CUSTODIAN_URL); unset: off. */
  custodian?: CustodianClient | undefined
}

/**
 * Sealed recovery (in the scope of walletRoutes: frame origin only, Bearer session on an approved
 * device). Every answer is the recovery record `{address, version, sealedRecovery, methods,
 * legacyRecovery, custodian}`: nothing in it opens without a passkey or the recovery password,
 * except, where the operator runs a custodian, its `custodian` wrap (custodial email recovery:
 * `custodian` is the custodian's key, null when off or it cannot be reached).
 * - `POST /wallet/v1/shares/protect {version, authShare, sealedRecovery, method}`: the frame's
 *   fresh split; replaces the auth share, stores the sealed share and its first method, deletes
 *   older wraps and any legacy recovery share. 409 RECOVERY_STALE when the wallet is no longer at
 *   `version`.
 * - `GET /wallet/v1/recovery`: the record (a new device restores from it).
 * - `POST /wallet/v1/recovery/methods {version, method}`: adds a passkey's wrap or sets the
 *   password's; 409 RECOVERY_STALE when not protected or not at `version`.
 * - `POST /wallet/v1/recovery/passkeys/remove {credentialId}`: drops that passkey's wrap.
 * - `POST /wallet/v1/recovery/custodian/release` (custodianReleaseRoute.ts).
 * A `custodian` method (protect or add) is refused (400 INVALID_PARAMS) unless a custodian runs
 * and it is for the custodian's current key: a wrap no custodian can open is never stored.
 * 404 NO_WALLET without a wallet.
 */
export function recoveryRoutes(scope: FastifyInstance, deps: RecoveryRoutesDeps) {
  const record = async (userId: string): Promise<RecoveryRecord> => {
    const found = await readRecoveryRecord(deps.db, userId)
    if (!found) throw new ApiError(404, 'NO_WALLET')
    return { ...found, custodian: (await deps.custodian?.key()) ?? null }
  }
  const acceptable = async (method: RecoveryMethod): Promise<void> => {
    if (method.kind !== 'custodian') return
    if (!deps.custodian) {
      throw new ApiError(400, 'INVALID_PARAMS', {
        details: 'method: this server runs no custodian, so it takes no custodian wrap',
      })
    }
    const key = await deps.custodian.key()
    if (!key) throw new ApiError(502, 'CUSTODIAN_FAILED')
    if (method.keyId !== key.keyId) {
      throw new ApiError(400, 'INVALID_PARAMS', {
        details: 'method.keyId: not the custodian’s current key (read the recovery record again)',
      })
    }
  }
  const answer = async (userId: string, change: RecoveryChange): Promise<RecoveryRecord> => {
    if (change.kind === 'no-wallet') throw new ApiError(404, 'NO_WALLET')
    if (change.kind === 'stale') throw new ApiError(409, 'RECOVERY_STALE')
    if (change.kind === 'full') {
      throw new ApiError(400, 'INVALID_PARAMS', {
        details: `at most ${MAX_PASSKEY_WRAPS} passkeys`,
      })
    }
    return record(userId)
  }

  route(scope, WALLET_SHARES_ROUTES.protect, async (request) => {
    const now = deps.now()
    const { user } = await requireSession(deps.db, request, now)
    const body = parseBody(protectWalletRequestSchema, request.body)
    await acceptable(body.method)
    const change = await protectWallet(deps.db, await deps.keys(), {
      userId: user.id,
      ...body,
      now,
    })
    return answer(user.id, change)
  })
  route(scope, WALLET_SHARES_ROUTES.recovery, async (request) => {
    const { user } = await requireSession(deps.db, request, deps.now())
    return record(user.id)
  })
  route(scope, WALLET_SHARES_ROUTES.addRecoveryMethod, async (request) => {
    const now = deps.now()
    const { user } = await requireSession(deps.db, request, now)
    const body = parseBody(addRecoveryMethodRequestSchema, request.body)
    await acceptable(body.method)
    return answer(user.id, await addRecoveryMethod(deps.db, { userId: user.id, ...body, now }))
  })
  route(scope, WALLET_SHARES_ROUTES.removeRecoveryPasskey, async (request) => {
    const { user } = await requireSession(deps.db, request, deps.now())
    const body = parseBody(removeRecoveryPasskeyRequestSchema, request.body)
    await removeRecoveryPasskey(deps.db, { userId: user.id, credentialId: body.credentialId })
    return record(user.id)
  })
  custodianReleaseRoute(scope, { ...deps, custodian: deps.custodian })
}
