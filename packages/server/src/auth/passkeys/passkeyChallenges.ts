import { randomBytes } from 'node:crypto'
import { PASSKEY_CHALLENGE_TTL_SECONDS } from '@foyer/protocol'
import type { Queryable } from '../../store/database'
import type { DeviceKey } from '../authHasher'
import { sha256Hex } from '../secrets'

export type PasskeyPurpose = 'register' | 'login'

/** Who a challenge was handed to: a project's device and, for a registration, its user. */
export interface ChallengeOwner {
  purpose: PasskeyPurpose
  projectId: string
  /** The device's keyed id (AuthHasher.device), stored as is in `device_hash`. */
  deviceKey: DeviceKey
  userId: string | null
}

/**
 * A fresh challenge (256 bits from the CSPRNG) for `owner`, stored as a sha256 of its base64url
 * form for PASSKEY_CHALLENGE_TTL_SECONDS. Returns the raw bytes (what the options carry).
 */
export async function issueChallenge(
  db: Queryable,
  owner: ChallengeOwner,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = new Uint8Array(randomBytes(32))
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [now])
  await db.query(
    `INSERT INTO passkey_challenges
       (challenge_hash, purpose, project_id, device_hash, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(Buffer.from(challenge).toString('base64url')),
      owner.purpose,
      owner.projectId,
      owner.deviceKey,
      owner.userId,
      now,
      new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
    ],
  )
  return challenge
}

/**
 * Uses `challenge` (base64url, as the client data names it): true once, for the owner it was
 * issued to, before it expires; marked used in the statement that checks it, so two racing
 * answers cannot both pass.
 */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  owner: ChallengeOwner,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkey_challenges SET used_at = $7
     WHERE challenge_hash = $1 AND purpose = $2 AND project_id = $3 AND device_hash = $4
       AND user_id IS NOT DISTINCT FROM $5 AND expires_at > $6 AND used_at IS NULL
     RETURNING 1`,
    [sha256Hex(challenge), owner.purpose, owner.projectId, owner.deviceKey, owner.userId, now, now],
  )
  return rows.length === 1
}
