import type { Database, Queryable } from '../store/database'
import type { AuthHasher, DeviceKey } from './authHasher'
import { OTP_TTL_SECONDS } from './authProtocol'
import { approveDevice } from './devices'
import { checkCooldown, lockAddress } from './mailCooldown'
import { newToken } from './secrets'

/**
 * A single-use approval link token for a known user's new device (OTP_TTL_SECONDS to live),
 * stored as a keyed hash of the token with the device's keyed id (AuthHasher). The mail
 * cooldown is checked unless `cooldown` is false (after a correct code: each code already cost
 * a mail).
 * Returns the token and a way to drop it again.
 */
export async function createDeviceApproval(
  db: Database,
  hasher: AuthHasher,
  {
    userId,
    deviceKey,
    email,
    now,
    cooldown = true,
  }: { userId: string; deviceKey: DeviceKey; email: string; now: Date; cooldown?: boolean },
): Promise<{ token: string; discard(): Promise<void> }> {
  const token = newToken()
  const tokenHash = hasher.approvalToken(token)
  await db.transaction(async (tx) => {
    await lockAddress(tx, email)
    if (cooldown) await checkCooldown(tx, email, 'device', now)
    await tx.query(
      `INSERT INTO device_approvals (token_hash, user_id, device_id, email, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [tokenHash, userId, deviceKey, email, now, new Date(now.getTime() + OTP_TTL_SECONDS * 1000)],
    )
  })
  return {
    token,
    discard: async () => {
      await db.query('DELETE FROM device_approvals WHERE token_hash = $1', [tokenHash])
    },
  }
}

export type ApproveResult = 'approved' | 'unknown' | 'used' | 'expired'

/** What the link would do now, without using it: 'pending' when it can still approve. */
export async function peekApproval(
  db: Queryable,
  hasher: AuthHasher,
  token: string,
  now: Date,
): Promise<Exclude<ApproveResult, 'approved'> | 'pending'> {
  const [row] = await db.query<{ expires_at: Date | string; approved_at: Date | string | null }>(
    'SELECT expires_at, approved_at FROM device_approvals WHERE token_hash = $1',
    [hasher.approvalToken(token)],
  )
  if (!row) return 'unknown'
  if (row.approved_at !== null) return 'used'
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'pending'
}

/**
 * Uses an approval link: marks it approved, once, before it expires. The device joins `devices`
 * when it claims its session (claimApproval): the link names no device, the wait does.
 */
export async function approveByToken(
  db: Database,
  hasher: AuthHasher,
  token: string,
  now: Date,
): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: string
      expires_at: Date | string
      approved_at: Date | string | null
    }>(
      'SELECT id, expires_at, approved_at FROM device_approvals WHERE token_hash = $1 FOR UPDATE',
      [hasher.approvalToken(token)],
    )
    if (!row) return 'unknown'
    if (row.approved_at !== null) return 'used'
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired'
    await tx.query('UPDATE device_approvals SET approved_at = $2 WHERE id = $1', [row.id, now])
    return 'approved'
  })
}

export type ApprovalState = 'none' | 'pending' | 'expired' | 'claimed'

/**
 * The state of the device's latest approval link; when it was approved and its session not yet
 * handed out, claims it and approves the device ('claimed': the caller creates the session, once).
 */
export async function claimApproval(
  db: Database,
  { userId, deviceKey, now }: { userId: string; deviceKey: DeviceKey; now: Date },
): Promise<ApprovalState> {
  const [row] = await db.query<{
    id: string
    expires_at: Date | string
    approved_at: Date | string | null
    session_issued_at: Date | string | null
  }>(
    `SELECT id, expires_at, approved_at, session_issued_at FROM device_approvals
     WHERE user_id = $1 AND device_id = $2 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [userId, deviceKey],
  )
  if (!row || row.session_issued_at !== null) return 'none'
  if (row.approved_at === null) {
    return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'pending'
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `UPDATE device_approvals SET session_issued_at = $2
       WHERE id = $1 AND session_issued_at IS NULL RETURNING id`,
      [row.id, now],
    )
    if (claimed.length === 0) return 'none'
    await approveDevice(tx, userId, deviceKey, now)
    return 'claimed'
  })
}
