import { randomUUID } from 'node:crypto'
import type { Queryable } from '../store/database'
import type { AuthUser } from './authProtocol'

export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUser | undefined> {
  const [row] = await db.query<AuthUser>('SELECT id, email FROM users WHERE email = $1', [email])
  return row
}

/** The user with this (lowercase) email, created when new. */
export async function ensureUser(db: Queryable, email: string, now: Date): Promise<AuthUser> {
  await db.query(
    'INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING',
    [randomUUID(), email, now],
  )
  const user = await findUserByEmail(db, email)
  if (!user) throw new Error(`user ${email} vanished`)
  return user
}

/** Moves the user to `email`; false when another user has it. */
export async function changeUserEmail(
  db: Queryable,
  userId: string,
  email: string,
): Promise<boolean> {
  try {
    await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email])
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false
    throw error
  }
}
