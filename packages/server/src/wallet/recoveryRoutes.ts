import { WALLET_SHARES_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  addRecoveryMethodRequestSchema,
  protectWalletRequestSchema,
  type RecoveryRecord,
  removeRecoveryPasskeyRequestSchema,
} from '../auth/authProtocol'
import { requireSession } from '../auth/bearerSession'
import { parseBody } from '../auth/parseBody'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Database } from '../store/database'
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
  now: () => Date
  keys: () => Promise<WalletKeys>
}

/**
 * Sealed recovery (in the scope of walletRoutes: frame origin only, Bearer session on an approved
 * device). Every answer is the recovery record `{address, version, sealedRecovery, methods,
 * legacyRecovery}`: nothing in it opens without a passkey or the recovery password.
 * - `POST /wallet/v1/shares/protect {version, authShare, sealedRecovery, method}`: the frame's
 *   fresh split; replaces the auth share, stores the sealed share and its first method, deletes
 *   older wraps and any legacy recovery share. 409 RECOVERY_STALE when the wallet is no longer at
 *   `version`.
 * - `GET /wallet/v1/recovery`: the record (a new device restores from it).
 * - `POST /wallet/v1/recovery/methods {version, method}`: adds a passkey's wrap or sets the
 *   password's; 409 RECOVERY_STALE when not protected or not at `version`.
 * - `POST /wallet/v1/recovery/passkeys/remove {credentialId}`: drops that passkey's wrap.
 * 404 NO_WALLET without a wallet.
 */
export function recoveryRoutes(scope: FastifyInstance, deps: RecoveryRoutesDeps) {
  const record = async (userId: string): Promise<RecoveryRecord> => {
    const found = await readRecoveryRecord(deps.db, userId)
    if (!found) throw new ApiError(404, 'NO_WALLET')
    return found
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
    return answer(user.id, await addRecoveryMethod(deps.db, { userId: user.id, ...body, now }))
  })
  route(scope, WALLET_SHARES_ROUTES.removeRecoveryPasskey, async (request) => {
    const { user } = await requireSession(deps.db, request, deps.now())
    const body = parseBody(removeRecoveryPasskeyRequestSchema, request.body)
    await removeRecoveryPasskey(deps.db, { userId: user.id, credentialId: body.credentialId })
    return record(user.id)
  })
}
