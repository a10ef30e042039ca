import type { RecoveryMethod, RecoveryRecord } from '../auth/authProtocol'
import type { Database, Queryable } from '../store/database'
import { encryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

/** At most this many passkey wraps per wallet (the status lists at most 20 passkeys). */
export const MAX_PASSKEY_WRAPS = 20

type MethodRow = {
  kind: 'passkey' | 'password'
  credential_id: string
  salt: string | null
  params: string | null
  wrap: string
}

/**
 * What a device needs to restore the user's wallet, none of which the server can open: the
 * address, the share version, the sealed recovery share (null until protected), the wraps of the
 * recovery key, and whether a legacy server-held recovery share is still there. Undefined without
 * a wallet.
 */
export async function readRecoveryRecord(
  db: Queryable,
  userId: string,
): Promise<RecoveryRecord | undefined> {
  const [wallet] = await db.query<{
    address: string
    share_version: number
    sealed_recovery: string | null
    legacy: boolean
  }>(
    `SELECT address, share_version, sealed_recovery, recovery_share IS NOT NULL AS legacy
     FROM wallet_shares WHERE user_id = $1`,
    [userId],
  )
  if (!wallet) return undefined
  const rows = await db.query<MethodRow>(
    `SELECT kind, credential_id, salt, params, wrap FROM wallet_recovery_methods
     WHERE user_id = $1 ORDER BY created_at, kind, credential_id`,
    [userId],
  )
  return {
    address: wallet.address,
    version: Number(wallet.share_version),
    sealedRecovery: wallet.sealed_recovery,
    methods: rows.map(methodOf),
    legacyRecovery: Boolean(wallet.legacy),
  }
}

function methodOf(row: MethodRow): RecoveryMethod {
  if (row.kind === 'passkey') {
    return { kind: 'passkey', credentialId: row.credential_id, wrap: row.wrap }
  }
  return {
    kind: 'password',
    salt: row.salt ?? '',
    params: JSON.parse(row.params ?? '{}'),
    wrap: row.wrap,
  }
}

export interface ProtectInput {
  userId: string
  /** The share version the frame rebuilt the key from. */
  version: number
  /** The auth share of the frame's fresh split (encrypted here under AUTH_SHARE_KEY). */
  authShare: string
  sealedRecovery: string
  method: RecoveryMethod
  now: Date
}

export type RecoveryChange =
  | { kind: 'no-wallet' }
  | { kind: 'stale' }
  /** MAX_PASSKEY_WRAPS passkeys have wraps already. */
  | { kind: 'full' }
  | { kind: 'done' }

/**
 * Protects the wallet with a fresh split, in one transaction on the locked wallet row, only while
 * it is at `version`: the auth share is replaced, the sealed recovery share and its first method
 * stored, every older wrap (of an older recovery key) and any legacy server-held recovery share
 * deleted, and the version raised. After this the server holds one share it can open (the auth
 * share) and nothing else that opens.
 */
export async function protectWallet(
  db: Database,
  keys: WalletKeys,
  input: ProtectInput,
): Promise<RecoveryChange> {
  return db.transaction(async (tx) => {
    const [wallet] = await tx.query<{ share_version: number }>(
      'SELECT share_version FROM wallet_shares WHERE user_id = $1 FOR UPDATE',
      [input.userId],
    )
    if (!wallet) return { kind: 'no-wallet' }
    if (Number(wallet.share_version) !== input.version) return { kind: 'stale' }
    await tx.query(
      `UPDATE wallet_shares SET auth_share = $2, sealed_recovery = $3, recovery_share = NULL,
         share_version = share_version + 1
       WHERE user_id = $1`,
      [
        input.userId,
        encryptShare(keys.authShareKey, input.authShare, input.userId),
        input.sealedRecovery,
      ],
    )
    await tx.query('DELETE FROM wallet_recovery_methods WHERE user_id = $1', [input.userId])
    await insertMethod(tx, input.userId, input.method, input.now)
    return { kind: 'done' }
  })
}

/**
 * Adds a wrap of the current recovery key, only while the wallet is protected and at `version`
 * (else `stale`): a passkey's wrap (replacing that passkey's own, at most MAX_PASSKEY_WRAPS), or
 * the password's (replacing the one before).
 */
export async function addRecoveryMethod(
  db: Database,
  input: { userId: string; version: number; method: RecoveryMethod; now: Date },
): Promise<RecoveryChange> {
  return db.transaction(async (tx) => {
    const [wallet] = await tx.query<{ share_version: number; sealed_recovery: string | null }>(
      'SELECT share_version, sealed_recovery FROM wallet_shares WHERE user_id = $1 FOR UPDATE',
      [input.userId],
    )
    if (!wallet) return { kind: 'no-wallet' }
    if (Number(wallet.share_version) !== input.version || !wallet.sealed_recovery) {
      return { kind: 'stale' }
    }
    const credentialId = input.method.kind === 'passkey' ? input.method.credentialId : ''
    await tx.query(
      'DELETE FROM wallet_recovery_methods WHERE user_id = $1 AND kind = $2 AND credential_id = $3',
      [input.userId, input.method.kind, credentialId],
    )
    if (input.method.kind === 'passkey') {
      const [count] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM wallet_recovery_methods WHERE user_id = $1 AND kind = 'passkey'`,
        [input.userId],
      )
      if (Number(count?.n ?? 0) >= MAX_PASSKEY_WRAPS) return { kind: 'full' }
    }
    await insertMethod(tx, input.userId, input.method, input.now)
    return { kind: 'done' }
  })
}

/** Drops a passkey's wrap (nothing when it has none). */
export async function removeRecoveryPasskey(
  db: Queryable,
  input: { userId: string; credentialId: string },
): Promise<void> {
  await db.query(
    `DELETE FROM wallet_recovery_methods
     WHERE user_id = $1 AND kind = 'passkey' AND credential_id = $2`,
    [input.userId, input.credentialId],
  )
}

async function insertMethod(
  db: Queryable,
  userId: string,
  method: RecoveryMethod,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_recovery_methods (user_id, kind, credential_id, salt, params, wrap, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    method.kind === 'passkey'
      ? [userId, 'passkey', method.credentialId, null, null, method.wrap, now]
      : [userId, 'password', '', method.salt, JSON.stringify(method.params), method.wrap, now],
  )
}
