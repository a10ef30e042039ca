import { SIWX_SESSION_MAX_SECONDS, type SiwxSession } from '@foyer/protocol'
import { newToken, sha256Hex } from '../auth/secrets'
import type { Queryable } from '../store/database'

export interface NewSiwxSession {
  projectId: string
  session: Omit<SiwxSession, 'expiresAt'>
  /** The message's expirationTime, when it has one: the session ends then at the latest. */
  expirationTime: Date | undefined
  message: string
  signature: string
  now: Date
}

/**
 * Stores a signed-in session; returns its cookie token (only its sha256 is kept). It lives until
 * the message's expirationTime, at most SIWX_SESSION_MAX_SECONDS.
 */
export async function createSiwxSession(
  db: Queryable,
  { projectId, session, expirationTime, message, signature, now }: NewSiwxSession,
): Promise<{ token: string; session: SiwxSession }> {
  const token = newToken()
  const longest = now.getTime() + SIWX_SESSION_MAX_SECONDS * 1000
  const expiresAt = new Date(Math.min(longest, expirationTime?.getTime() ?? longest))
  await db.query('DELETE FROM siwx_sessions WHERE expires_at < $1', [now])
  await db.query(
    `INSERT INTO siwx_sessions (token_hash, project_id, address, chain_id, domain, uri, message,
       signature, issued_at, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      sha256Hex(token),
      projectId,
      session.address,
      session.chainId,
      session.domain,
      session.uri,
      message,
      signature,
      new Date(session.issuedAt),
      now,
      expiresAt,
    ],
  )
  return { token, session: { ...session, expiresAt: expiresAt.toISOString() } }
}

/** The live session of `token` in `projectId`, or `undefined`. */
export async function findSiwxSession(
  db: Queryable,
  { projectId, token, now }: { projectId: string; token: string; now: Date },
): Promise<SiwxSession | undefined> {
  const [row] = await db.query<{
    address: string
    chain_id: SiwxSession['chainId']
    domain: string
    uri: string
    issued_at: Date
    expires_at: Date
  }>(
    `SELECT address, chain_id, domain, uri, issued_at, expires_at FROM siwx_sessions
     WHERE token_hash = $1 AND project_id = $2 AND expires_at > $3`,
    [sha256Hex(token), projectId, now],
  )
  if (!row) return undefined
  return {
    address: row.address,
    chainId: row.chain_id,
    domain: row.domain,
    uri: row.uri,
    issuedAt: new Date(row.issued_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }
}

/** Ends the session of `token` (sign out); nothing when there is none. */
export async function deleteSiwxSession(
  db: Queryable,
  { projectId, token }: { projectId: string; token: string },
) {
  await db.query('DELETE FROM siwx_sessions WHERE token_hash = $1 AND project_id = $2', [
    sha256Hex(token),
    projectId,
  ])
}
