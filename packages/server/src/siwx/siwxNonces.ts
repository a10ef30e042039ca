import { SIWX_NONCE_TTL_SECONDS } from '@foyer/protocol'
import { sha256Hex } from '../auth/secrets'
import { secureNonce } from '../crypto/secureNonce'
import type { Queryable } from '../store/database'
import { siwxError } from './siwxError'

/** A fresh nonce for `projectId`, good for one sign-in within SIWX_NONCE_TTL_SECONDS. */
export async function issueSiwxNonce(
  db: Queryable,
  { projectId, now }: { projectId: string; now: Date },
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = secureNonce()
  const expiresAt = new Date(now.getTime() + SIWX_NONCE_TTL_SECONDS * 1000)
  await db.query('DELETE FROM siwx_nonces WHERE expires_at < $1', [now])
  await db.query(
    `INSERT INTO siwx_nonces (nonce_hash, project_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [sha256Hex(nonce), projectId, now, expiresAt],
  )
  return { nonce, expiresAt }
}

/**
 * Throws unless `nonce` was issued to `projectId`, is unused and unexpired: 401 NONCE_UNKNOWN,
 * NONCE_USED or NONCE_EXPIRED. With `consume`, marks it used in the same statement, so two
 * requests racing with one nonce cannot both pass.
 */
export async function checkSiwxNonce(
  db: Queryable,
  {
    projectId,
    nonce,
    now,
    consume,
  }: { projectId: string; nonce: string; now: Date; consume: boolean },
): Promise<void> {
  const hash = sha256Hex(nonce)
  if (consume) {
    const used = await db.query(
      `UPDATE siwx_nonces SET used_at = $3
       WHERE nonce_hash = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING nonce_hash`,
      [hash, projectId, now],
    )
    if (used.length > 0) return
  }
  const [row] = await db.query<{ used_at: Date | null; expires_at: Date }>(
    'SELECT used_at, expires_at FROM siwx_nonces WHERE nonce_hash = $1 AND project_id = $2',
    [hash, projectId],
  )
  if (!row) {
    throw siwxError(
      401,
      'NONCE_UNKNOWN',
      'The sign-in message has a nonce this server did not issue; start again',
    )
  }
  if (row.used_at) {
    throw siwxError(401, 'NONCE_USED', 'The sign-in message was already used; start again')
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw siwxError(401, 'NONCE_EXPIRED', 'The sign-in nonce has expired; start again')
  }
  if (consume) throw new Error('The nonce is live but could not be marked used')
}
