import type { PasskeySummary } from '@foyer/protocol'
import type { Queryable } from '../../store/database'

/** A registered passkey as verification needs it. */
export interface StoredPasskey {
  id: string
  userId: string
  /** The COSE public key. */
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
}

type Row = {
  id: string
  user_id: string
  public_key: string
  counter: string | number
  transports: string
}

/** Stores a verified credential for `userId`; false when that credential id is taken. */
export async function insertPasskey(
  db: Queryable,
  passkey: StoredPasskey & { name: string; backedUp: boolean; createdAt: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO passkey_credentials
       (id, user_id, public_key, counter, transports, name, backed_up, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO NOTHING RETURNING 1`,
    [
      passkey.id,
      passkey.userId,
      Buffer.from(passkey.publicKey).toString('base64url'),
      passkey.counter,
      passkey.transports.join(','),
      passkey.name,
      passkey.backedUp,
      passkey.createdAt,
    ],
  )
  return rows.length === 1
}

/** The passkey of credential id `id`, if registered. */
export async function findPasskey(db: Queryable, id: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<Row>(
    'SELECT id, user_id, public_key, counter, transports FROM passkey_credentials WHERE id = $1',
    [id],
  )
  if (!row) return undefined
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
  }
}

/**
 * Records a use: the new signature counter, only if the stored one is still `previous` (two
 * racing assertions cannot both move it); false when another use came first.
 */
export async function recordPasskeyUse(
  db: Queryable,
  { id, previous, counter, now }: { id: string; previous: number; counter: number; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkey_credentials SET counter = $3, last_used_at = $4
     WHERE id = $1 AND counter = $2 RETURNING 1`,
    [id, previous, counter, now],
  )
  return rows.length === 1
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeySummary[]> {
  const rows = await db.query<{ id: string; name: string; created_at: Date | string }>(
    'SELECT id, name, created_at FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}

/** The ids and transports of the user's passkeys (a registration excludes them). */
export async function passkeyDescriptors(
  db: Queryable,
  userId: string,
): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.query<{ id: string; transports: string }>(
    'SELECT id, transports FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  )
  return rows.map((row) => ({
    id: row.id,
    transports: row.transports ? row.transports.split(',') : [],
  }))
}

/** Removes the user's passkey `id`; false when the user has none of that id. */
export async function removePasskey(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM passkey_credentials WHERE id = $1 AND user_id = $2 RETURNING 1',
    [id, userId],
  )
  return rows.length === 1
}
