import type { Queryable } from '../store/database'
import { RetryLaterError } from './retryLaterError'

/**
 * Caps on wrong login codes across codes (a fresh code every 30 s must not mean fresh guesses):
 * - per address: ADDRESS_MAX_WRONG wrong codes (counted within ADDRESS_WINDOW_SECONDS of the first,
 *   reset by a correct code) lock the address for ADDRESS_LOCK_BASE_SECONDS, doubling with each
 *   further lock in a row up to ADDRESS_LOCK_MAX_SECONDS; while locked, no code is mailed or
 *   checked (429 ADDRESS_LOCKED). A correct code resets the count and the doubling, not a lock.
 * - per client (its address as the rate limiter counts it): CLIENT_MAX_WRONG wrong codes across
 *   addresses within CLIENT_WINDOW_SECONDS, then 429 RATE_LIMITED until the window ends.
 */
export const LOGIN_ATTEMPT_LIMITS = {
  addressMaxWrong: 10,
  addressWindowSeconds: 24 * 3600,
  addressLockBaseSeconds: 15 * 60,
  addressLockMaxSeconds: 24 * 3600,
  clientMaxWrong: 30,
  clientWindowSeconds: 3600,
} as const

/** The counters' keys: HMACs of the normalised address and of the client (AuthHasher). */
export interface AttemptSubjects {
  address: string
  client: string
}

interface AttemptRow {
  subject: string
  wrong: number
  window_started_at: Date | string
  locks: number
  locked_until: Date | string | null
}

/** The two counters, row-locked for the code check's transaction. */
export interface HeldAttempts {
  address: AttemptRow
  client: AttemptRow
}

const L = LOGIN_ATTEMPT_LIMITS
const time = (value: Date | string) => new Date(value).getTime()

/** How long the `locks`-th lock in a row lasts, in seconds. */
export function addressLockSeconds(locks: number): number {
  return Math.min(L.addressLockBaseSeconds * 2 ** Math.max(0, locks - 1), L.addressLockMaxSeconds)
}

function addressLocked(until: number, now: Date): RetryLaterError {
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000))
  return new RetryLaterError(seconds, 'ADDRESS_LOCKED', {
    params: { minutes: Math.ceil(seconds / 60) },
  })
}

/** Throws 429 ADDRESS_LOCKED while the address of `addressKey` is locked. */
export async function checkAddressLock(db: Queryable, addressKey: string, now: Date) {
  const [row] = await db.query<{ locked_until: Date | string | null }>(
    'SELECT locked_until FROM login_attempts WHERE subject = $1',
    [addressKey],
  )
  if (row?.locked_until && time(row.locked_until) > now.getTime()) {
    throw addressLocked(time(row.locked_until), now)
  }
}

async function hold(tx: Queryable, subject: string, kind: 'address' | 'client', now: Date) {
  await tx.query(
    `INSERT INTO login_attempts (subject, kind, window_started_at) VALUES ($1, $2, $3)
     ON CONFLICT (subject) DO NOTHING`,
    [subject, kind, now],
  )
  const [row] = await tx.query<AttemptRow>(
    'SELECT * FROM login_attempts WHERE subject = $1 FOR UPDATE',
    [subject],
  )
  if (!row) throw new Error('login_attempts row vanished')
  return row
}

/**
 * Takes both counters for a code check (call in its transaction, before looking at the code):
 * 429 ADDRESS_LOCKED while the address is locked, 429 RATE_LIMITED while the client is capped.
 */
export async function holdAttempts(
  tx: Queryable,
  subjects: AttemptSubjects,
  now: Date,
): Promise<HeldAttempts> {
  const address = await hold(tx, subjects.address, 'address', now)
  if (address.locked_until && time(address.locked_until) > now.getTime()) {
    throw addressLocked(time(address.locked_until), now)
  }
  const client = await hold(tx, subjects.client, 'client', now)
  const clientWindowEnd = time(client.window_started_at) + L.clientWindowSeconds * 1000
  if (clientWindowEnd > now.getTime() && client.wrong >= L.clientMaxWrong) {
    const seconds = Math.ceil((clientWindowEnd - now.getTime()) / 1000)
    throw new RetryLaterError(seconds, 'RATE_LIMITED', {
      details: `too many wrong codes from this client; retry in ${seconds} s`,
    })
  }
  return { address, client }
}

/** Counts a wrong code; when it locks the address, the ADDRESS_LOCKED error to answer. */
export async function recordWrongCode(
  tx: Queryable,
  held: HeldAttempts,
  now: Date,
): Promise<RetryLaterError | undefined> {
  const { client, address } = held
  const clientFresh = time(client.window_started_at) + L.clientWindowSeconds * 1000 <= now.getTime()
  await tx.query(
    'UPDATE login_attempts SET wrong = $2, window_started_at = $3 WHERE subject = $1',
    [
      client.subject,
      clientFresh ? 1 : client.wrong + 1,
      clientFresh ? now : client.window_started_at,
    ],
  )
  const addressFresh =
    time(address.window_started_at) + L.addressWindowSeconds * 1000 <= now.getTime()
  const wrong = addressFresh ? 1 : address.wrong + 1
  if (wrong < L.addressMaxWrong) {
    await tx.query(
      'UPDATE login_attempts SET wrong = $2, window_started_at = $3 WHERE subject = $1',
      [address.subject, wrong, addressFresh ? now : address.window_started_at],
    )
    return undefined
  }
  const locks = address.locks + 1
  const until = now.getTime() + addressLockSeconds(locks) * 1000
  await tx.query(
    `UPDATE login_attempts SET wrong = 0, window_started_at = $2, locks = $3, locked_until = $4
     WHERE subject = $1`,
    [address.subject, now, locks, new Date(until)],
  )
  return addressLocked(until, now)
}

/** A correct code: the address's count and lock doubling start again (an active lock stays). */
export async function recordRightCode(tx: Queryable, held: HeldAttempts, now: Date) {
  await tx.query(
    'UPDATE login_attempts SET wrong = 0, locks = 0, window_started_at = $2 WHERE subject = $1',
    [held.address.subject, now],
  )
}
