import type { Queryable } from '../store/database'
import type { DeviceKey } from './authHasher'
import { type AuthUser, SESSION_TTL_SECONDS, type SessionGrant } from './authProtocol'
import { newToken, sha256Hex } from './secrets'

export interface Session {
  id: string
  user: AuthUser
  /** The session's device, keyed (AuthHasher.device): the id itself is never stored. */
  deviceKey: DeviceKey
  origin: string
}

/** A new session for an approved device, bound to `origin`. */
export async function createSession(
  db: Queryable,
  {
    user,
    deviceKey,
    origin,
    now,
  }: { user: AuthUser; deviceKey: DeviceKey; origin: string; now: Date },
): Promise<SessionGrant> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000)
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, device_id, origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256Hex(token), user.id, deviceKey, origin, now, expiresAt],
  )
  return { token, expiresAt: expiresAt.toISOString(), user }
}

/**
 * The live session of `token` used from `origin`: not revoked, not expired, same origin, and its
 * device still approved.
 */
export async function findSession(
  db: Queryable,
  { token, origin, now }: { token: string; origin: string; now: Date },
): Promise<Session | undefined> {
  const [row] = await db.query<{
    id: string
    user_id: string
    email: string | null
    device_id: DeviceKey
  }>(
    `SELECT s.id, s.user_id, u.email, s.device_id FROM sessions s
     JOIN users u ON u.id = s.user_id
     JOIN devices d ON d.user_id = s.user_id AND d.device_id = s.device_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.origin = $3`,
    [sha256Hex(token), now, origin],
  )
  if (!row) return undefined
  return {
    id: String(row.id),
    user: { id: row.user_id, email: row.email },
    deviceKey: row.device_id,
    origin,
  }
}

export async function revokeSession(db: Queryable, id: string, now: Date) {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    id,
    now,
  ])
}
