import type { RecoveryMethod, RecoveryRecord } from '../auth/authProtocol'
import type { Database, Queryable } from '../store/database'
import { encryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

/** At most this many passkey wraps per wallet (the status lists at most 20 passkeys). */
export const MAX_PASSKEY_WRAPS = 20

type MethodRow = {
  kind: 'passkey' | 'password' | 'custodian'
  credential_id: string
  salt: string | null
  params: string | null
  key_id: string | null
  public_key: string | null
  wrap: string
}

/** The record as stored; the routes add `custodian` (the custodian's key, when one runs). */
export type StoredRecoveryRecord = Omit<RecoveryRecord, 'custodian'>

/**
 * What a device needs to restore the user's wallet, none of which the server can open: the
 * address, the share version, the sealed recovery share (null until protected), the wraps of the
 * recovery key, and whether a legacy server-held recovery share is still there. Undefined without
 * a wallet.
 */
export async function readRecoveryRecord(
  db: Queryable,
  userId: string,
): Promise<StoredRecoveryRecord | undefined> {
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
    `SELECT kind, credential_id, salt, params, key_id, public_key, wrap FROM wallet_recovery_methods
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
  if (row.kind === 'custodian') {
    return {
      kind: 'custodian',
      keyId: row.key_id ?? '',
      ephemeralPublicKey: row.public_key ?? '',
      wrap: row.wrap,
    }
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
 * the password's or the custodian's (replacing the one before).
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

/**
 * The wallet's `custodian` wrap and what binds it (address, user), and the keyed id of the device
 * that stored the wallet (null when unknown); undefined when it has none (no wallet, not
 * protected, or no custodian wrap).
 */
export async function readCustodianWrap(
  db: Queryable,
  userId: string,
): Promise<
  | {
      address: string
      keyId: string
      ephemeralPublicKey: string
      wrap: string
      storedBy: string | null
    }
  | undefined
> {
  const [row] = await db.query<{
    address: string
    key_id: string
    public_key: string
    wrap: string
    device_id: string | null
  }>(
    `SELECT s.address, m.key_id, m.public_key, m.wrap, s.device_id
     FROM wallet_recovery_methods m JOIN wallet_shares s ON s.user_id = m.user_id
     WHERE m.user_id = $1 AND m.kind = 'custodian' AND s.sealed_recovery IS NOT NULL`,
    [userId],
  )
  if (!row) return undefined
  return {
    address: row.address,
    keyId: row.key_id,
    ephemeralPublicKey: row.public_key,
    wrap: row.wrap,
    storedBy: row.device_id,
  }
}

async function insertMethod(
  db: Queryable,
  userId: string,
  method: RecoveryMethod,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_recovery_methods
       (user_id, kind, credential_id, salt, params, key_id, public_key, wrap, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [userId, ...columnsOf(method), method.wrap, now],
  )
}

/** kind, credential_id, salt, params, key_id, public_key of a method's row. */
function columnsOf(method: RecoveryMethod): (string | null)[] {
  switch (method.kind) {
    case 'passkey':
      return ['passkey', method.credentialId, null, null, null, null]
    case 'password':
      return ['password', '', method.salt, JSON.stringify(method.params), null, null]
    case 'custodian':
      return ['custodian', '', null, null, method.keyId, method.ephemeralPublicKey]
  }
}

/**
 * Whether the user was told (or, without an email, could not be told) of a custodian release to
 * this device already: the "restored on a new device" notice goes out once per (user, device).
 */
export async function custodianNoticeDone(
  db: Queryable,
  input: { userId: string; deviceId: string },
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM custodian_releases WHERE user_id = $1 AND device_id = $2',
    [input.userId, input.deviceId],
  )
  return rows.length > 0
}

/** Records that the notice of releases to this device went out (`notified`: it was mailed). */
export async function recordCustodianNotice(
  db: Queryable,
  input: { userId: string; deviceId: string; notified: boolean; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO custodian_releases (user_id, device_id, notified_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, device_id) DO NOTHING`,
    [input.userId, input.deviceId, input.notified ? input.now : null],
  )
}

/** Counts a release to this device (the custodian answered). */
export async function recordCustodianRelease(
  db: Queryable,
  input: { userId: string; deviceId: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO custodian_releases (user_id, device_id, released_at, releases) VALUES ($1, $2, $3, 1)
     ON CONFLICT (user_id, device_id)
     DO UPDATE SET released_at = EXCLUDED.released_at, releases = custodian_releases.releases + 1`,
    [input.userId, input.deviceId, input.now],
  )
}
