import type { Queryable } from '../../store/database'
import { sha256Hex } from '../secrets'

/**
 * Records an id_token nonce as used until `expiresAt` (when its token expires anyway); false when
 * it was recorded before. Drops the records of tokens that have expired.
 */
export async function consumeNonce(
  db: Queryable,
  { nonce, expiresAt, now }: { nonce: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await db.query('DELETE FROM social_nonces WHERE expires_at < $1', [now])
  const rows = await db.query(
    `INSERT INTO social_nonces (nonce_hash, expires_at) VALUES ($1, $2)
     ON CONFLICT (nonce_hash) DO NOTHING RETURNING nonce_hash`,
    [sha256Hex(nonce), expiresAt],
  )
  return rows.length > 0
}
