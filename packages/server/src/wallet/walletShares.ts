import type { DeviceKey } from '../auth/authHasher'
import type { Database, Queryable } from '../store/database'
import { decryptShare, encryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

export interface NewWalletShares {
  userId: string
  /**
   * The device that stores the wallet (its keyed id): it holds the device share and never needs
   * recovery.
   */
  deviceKey: DeviceKey
  address: string
  authShare: string
  now: Date
}

/**
 * Stores the user's new wallet: its address and auth share (under AUTH_SHARE_KEY) only. No
 * recovery share is taken: the frame seals one when the wallet is protected (recoveryRecords.ts).
 * False when the user has a wallet.
 */
export async function storeWalletShares(
  db: Queryable,
  keys: WalletKeys,
  { userId, deviceKey, address, authShare, now }: NewWalletShares,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO wallet_shares (user_id, address, auth_share, recovery_share, created_at, device_id)
     VALUES ($1, $2, $3, NULL, $4, $5) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId, address, encryptShare(keys.authShareKey, authShare, userId), now, deviceKey],
  )
  return rows.length > 0
}

/** The user's address, decrypted auth share and share version, or `undefined` without a wallet. */
export async function readAuthShare(
  db: Queryable,
  keys: WalletKeys,
  userId: string,
): Promise<{ address: string; authShare: string; version: number } | undefined> {
  const [row] = await db.query<{ address: string; auth_share: string; share_version: number }>(
    'SELECT address, auth_share, share_version FROM wallet_shares WHERE user_id = $1',
    [userId],
  )
  if (!row) return undefined
  return {
    address: row.address,
    authShare: decryptShare(keys.authShareKey, row.auth_share, userId),
    version: Number(row.share_version),
  }
}

export interface RecoveryRequest {
  userId: string
  /** The asking device's keyed id (the session's). */
  deviceKey: DeviceKey
  /** The session asking: the only one that may ask again for the same device. */
  sessionId: string
  now: Date
}

export type RecoveryRelease =
  /** No wallet, or one without a server-held recovery share (new or protected: sealed). */
  | { kind: 'no-wallet' }
  /** The device stored the wallet, or another session already got the share for it. */
  | { kind: 'refused' }
  | {
      kind: 'released'
      address: string
      recoveryShare: string
      /**
       * No notice for this device has gone out yet (a first release, or a retry while the first
       * one's notice is still on its way or failed): mail one before answering, then call
       * `notified`, or `discard` when it cannot be sent.
       */
      needsNotice: boolean
      /** Records that the notice of this release went out. */
      notified(): Promise<void>
      /** Drops the record of this release (when the notice could not be sent). */
      discard(): Promise<void>
    }

/**
 * LEGACY AND CUSTODIAL: only wallets made before sealed recovery (migration 0017) still have a
 * server-held recovery share, and only until their owner protects them (protect deletes it); for
 * every other wallet this answers `no-wallet`. While it exists, the server (RECOVERY_KEY with
 * AUTH_SHARE_KEY) can rebuild that wallet's key: see docs/security.md.
 *
 * Releases the user's decrypted recovery share to a device that holds no share, and records it
 * (`wallet_recoveries`). Each device gets it once: the device that stored the wallet, and a
 * device that already got it under another session, are refused; the same session may ask again
 * (a retry). Serialised per user by locking the wallet row; the notice is the caller's (see
 * `needsNotice`), sent outside the transaction.
 */
export async function releaseRecoveryShare(
  db: Database,
  keys: WalletKeys,
  { userId, deviceKey, sessionId, now }: RecoveryRequest,
): Promise<RecoveryRelease> {
  const released = await db.transaction(async (tx) => {
    const [wallet] = await tx.query<{
      address: string
      recovery_share: string | null
      device_id: string | null
    }>(
      'SELECT address, recovery_share, device_id FROM wallet_shares WHERE user_id = $1 FOR UPDATE',
      [userId],
    )
    if (!wallet?.recovery_share) return { kind: 'no-wallet' } as const
    if (wallet.device_id === deviceKey) return { kind: 'refused' } as const
    const earlier = await tx.query<{
      session_id: string | null
      notified_at: Date | string | null
    }>(
      'SELECT session_id, notified_at FROM wallet_recoveries WHERE user_id = $1 AND device_id = $2',
      [userId, deviceKey],
    )
    if (earlier.some((row) => String(row.session_id) !== sessionId)) {
      return { kind: 'refused' } as const
    }
    const recoveryShare = decryptShare(keys.recoveryKey, wallet.recovery_share, userId)
    const [record] = await tx.query<{ id: string }>(
      `INSERT INTO wallet_recoveries (user_id, device_id, session_id, released_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, deviceKey, sessionId, now],
    )
    if (!record) throw new Error('INSERT … RETURNING gave no row')
    return {
      kind: 'released',
      address: wallet.address,
      recoveryShare,
      needsNotice: !earlier.some((row) => row.notified_at !== null),
      id: String(record.id),
    } as const
  })
  if (released.kind !== 'released') return released
  const { id, ...release } = released
  return {
    ...release,
    notified: async () => {
      await db.query('UPDATE wallet_recoveries SET notified_at = $2 WHERE id = $1', [id, now])
    },
    discard: async () => {
      await db.query('DELETE FROM wallet_recoveries WHERE id = $1', [id])
    },
  }
}
