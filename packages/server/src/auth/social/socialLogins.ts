import { SOCIAL_LOGIN_TTL_SECONDS, type SocialProvider } from '@foyer/protocol'
import type { Queryable } from '../../store/database'
import type { DeviceKey } from '../authHasher'
import { sha256Hex } from '../secrets'

/** A started sign-in, as the callback needs it back. */
export interface SocialLogin {
  provider: SocialProvider
  projectId: string
  /** The keyed id of the device that started it (AuthHasher.device). */
  deviceKey: DeviceKey
  nonce: string
  /** The PKCE verifier; null for a provider without PKCE. */
  codeVerifier: string | null
  redirectUri: string
}

/** Stores a started sign-in under (a hash of) its state for SOCIAL_LOGIN_TTL_SECONDS. */
export async function saveSocialLogin(
  db: Queryable,
  { state, login, now }: { state: string; login: SocialLogin; now: Date },
) {
  await db.query('DELETE FROM social_logins WHERE expires_at < $1', [now])
  await db.query(
    `INSERT INTO social_logins (state_hash, provider, project_id, device_id, nonce, code_verifier,
       redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      sha256Hex(state),
      login.provider,
      login.projectId,
      login.deviceKey,
      login.nonce,
      login.codeVerifier,
      login.redirectUri,
      now,
      new Date(now.getTime() + SOCIAL_LOGIN_TTL_SECONDS * 1000),
    ],
  )
}

/**
 * Uses the sign-in started with `state` by the device `deviceKey` in `projectId`: once, before it
 * expires.
 * `undefined` for an unknown, used, expired or foreign state.
 */
export async function takeSocialLogin(
  db: Queryable,
  {
    state,
    projectId,
    deviceKey,
    now,
  }: { state: string; projectId: string; deviceKey: DeviceKey; now: Date },
): Promise<SocialLogin | undefined> {
  const [row] = await db.query<{
    provider: SocialProvider
    nonce: string
    code_verifier: string | null
    redirect_uri: string
  }>(
    `UPDATE social_logins SET used_at = $2
     WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
       AND project_id = $3 AND device_id = $4
     RETURNING provider, nonce, code_verifier, redirect_uri`,
    [sha256Hex(state), now, projectId, deviceKey],
  )
  if (!row) return undefined
  return {
    provider: row.provider,
    projectId,
    deviceKey,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
  }
}

/**
 * Whether `state` is of a sign-in started (not used, not expired) with `redirectUri`, without
 * using it: the form callback forwards only those.
 */
export async function isOpenSocialLogin(
  db: Queryable,
  { state, redirectUri, now }: { state: string; redirectUri: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM social_logins
     WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2 AND redirect_uri = $3`,
    [sha256Hex(state), now, redirectUri],
  )
  return rows.length > 0
}
