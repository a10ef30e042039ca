import type { Database, Queryable } from '../store/database'
import { OTP_TTL_SECONDS } from './authProtocol'
import { checkCooldown, lockAddress } from './mailCooldown'
import { newToken, sha256Hex } from './secrets'

/**
 * A single-use approval link token for a known user's new device (cooldown checked, stored
 * hashed, OTP_TTL_SECONDS to live). Returns the token and a way to drop it again.
 */
export async function createDeviceApproval(
  db: Database,
  { userId, deviceId, email, now }: { userId: string; deviceId: string; email: string; now: Date },
): Promise<{ token: string; discard(): Promise<void> }> {
  const token = newToken()
  await db.transaction(async (tx) => {
    await lockAddress(tx, email)
    await checkCooldown(tx, email, 'device', now)
    await tx.query(
      `INSERT INTO device_approvals (token_hash, user_id, device_id, email, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        sha256Hex(token),
        userId,
        deviceId,
        email,
        now,
        new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      ],
    )
  })
  return {
    token,
    discard: async () => {
      await db.query('DELETE FROM device_approvals WHERE token_hash = $1', [sha256Hex(token)])
    },
  }
}

export type ApproveResult = 'approved' | 'unknown' | 'used' | 'expired'

/** What the link would do now, without using it: 'pending' when it can still approve. */
export async function peekApproval(
  db: Queryable,
  token: string,
  now: Date,
): Promise<Exclude<ApproveResult, 'approved'> | 'pending'> {
  const [row] = await db.query<{ expires_at: Date | string; approved_at: Date | string | null }>(
    'SELECT expires_at, approved_at FROM device_approvals WHERE token_hash = $1',
    [sha256Hex(token)],
  )
  if (!row) return 'unknown'
  if (row.approved_at !== null) return 'used'
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'pending'
}

/** Uses an approval link: marks it approved and approves its device, once, before it expires. */
export async function approveByToken(
  db: Database,
  token: string,
  now: Date,
): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: string
      user_id: string
      device_id: string
      expires_at: Date | string
      approved_at: Date | string | null
    }>(
      'SELECT id, user_id, device_id, expires_at, approved_at FROM device_approvals WHERE token_hash = $1 FOR UPDATE',
      [sha256Hex(token)],
    )
    if (!row) return 'unknown'
    if (row.approved_at !== null) return 'used'
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired'
    await tx.query('UPDATE device_approvals SET approved_at = $2 WHERE id = $1', [row.id, now])
    await tx.query(
      `INSERT INTO devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, device_id) DO NOTHING`,
      [row.user_id, row.device_id, now],
    )
    return 'approved'
  })
}

export type ApprovalState = 'none' | 'pending' | 'expired' | 'claimed'

/**
 * The state of the device's latest approval link; when it was approved and its session not yet
 * handed out, claims it ('claimed': the caller creates the session, once).
 */
export async function claimApproval(
  db: Queryable,
  { userId, deviceId, now }: { userId: string; deviceId: string; now: Date },
): Promise<ApprovalState> {
  const [row] = await db.query<{
    id: string
    expires_at: Date | string
    approved_at: Date | string | null
    session_issued_at: Date | string | null
  }>(
    `SELECT id, expires_at, approved_at, session_issued_at FROM device_approvals
     WHERE user_id = $1 AND device_id = $2 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [userId, deviceId],
  )
  if (!row || row.session_issued_at !== null) return 'none'
  if (row.approved_at === null) {
    return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'pending'
  }
  const claimed = await db.query(
    `UPDATE device_approvals SET session_issued_at = $2
     WHERE id = $1 AND session_issued_at IS NULL RETURNING id`,
    [row.id, now],
  )
  return claimed.length > 0 ? 'claimed' : 'none'
}
