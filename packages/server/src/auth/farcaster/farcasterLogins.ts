import { FARCASTER_LOGIN_TTL_SECONDS } from '@foyer/protocol'
import type { Queryable } from '../../store/database'
import type { DeviceKey } from '../authHasher'
import { sha256Hex } from '../secrets'

/** A started Farcaster sign-in: what the signed message must say, and who started it. */
export interface FarcasterLogin {
  projectId: string
  /** The keyed id of the device that started it (AuthHasher.device). */
  deviceKey: DeviceKey
  nonce: string
  domain: string
  siweUri: string
}

/** Stores a started sign-in under (a hash of) its relay channel token for FARCASTER_LOGIN_TTL_SECONDS. */
export async function saveFarcasterLogin(
  db: Queryable,
  { channelToken, login, now }: { channelToken: string; login: FarcasterLogin; now: Date },
) {
  await db.query('DELETE FROM farcaster_logins WHERE expires_at < $1', [now])
  await db.query(
    `INSERT INTO farcaster_logins (channel_token_hash, project_id, device_id, nonce, domain, siwe_uri,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256Hex(channelToken),
      login.projectId,
      login.deviceKey,
      login.nonce,
      login.domain,
      login.siweUri,
      now,
      new Date(now.getTime() + FARCASTER_LOGIN_TTL_SECONDS * 1000),
    ],
  )
}

type Lookup = { channelToken: string; projectId: string; deviceKey: DeviceKey; now: Date }

/** The live, unused sign-in of `channelToken` started by device `deviceKey` in `projectId`. */
export async function findFarcasterLogin(
  db: Queryable,
  { channelToken, projectId, deviceKey, now }: Lookup,
): Promise<FarcasterLogin | undefined> {
  const [row] = await db.query<{ nonce: string; domain: string; siwe_uri: string }>(
    `SELECT nonce, domain, siwe_uri FROM farcaster_logins
     WHERE channel_token_hash = $1 AND used_at IS NULL AND expires_at > $2
       AND project_id = $3 AND device_id = $4`,
    [sha256Hex(channelToken), now, projectId, deviceKey],
  )
  return row
    ? { projectId, deviceKey, nonce: row.nonce, domain: row.domain, siweUri: row.siwe_uri }
    : undefined
}

/** Marks the sign-in used: true for the one caller that did so (a sign-in finishes once). */
export async function useFarcasterLogin(
  db: Queryable,
  { channelToken, projectId, deviceKey, now }: Lookup,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE farcaster_logins SET used_at = $2
     WHERE channel_token_hash = $1 AND used_at IS NULL AND expires_at > $2
       AND project_id = $3 AND device_id = $4
     RETURNING channel_token_hash`,
    [sha256Hex(channelToken), now, projectId, deviceKey],
  )
  return rows.length === 1
}
