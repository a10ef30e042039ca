import type { FastifyReply } from 'fastify'
import type { Queryable } from '../store/database'
import { EMAIL_LOGIN_COOLDOWN_SECONDS } from './authProtocol'
import { RetryLaterError } from './retryLaterError'

export type MailPurpose = 'login' | 'update-primary' | 'update-secondary' | 'device'

/** Thrown when a mail of the same purpose went to the same address too recently. */
export class CooldownError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      'COOLDOWN',
      `A new email can be sent ${EMAIL_LOGIN_COOLDOWN_SECONDS} s after the last; retry in ${retryAfterSeconds} s`,
    )
  }
}

/** Takes the per-address lock that serialises sends to `email` until the transaction ends. */
export async function lockAddress(tx: Queryable, email: string) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`mail:${email}`])
}

/**
 * Throws a CooldownError when a mail of `purpose` went to `email` less than
 * EMAIL_LOGIN_COOLDOWN_SECONDS before `now`. Call with the address lock held.
 */
export async function checkCooldown(tx: Queryable, email: string, purpose: MailPurpose, now: Date) {
  const [row] =
    purpose === 'device'
      ? await tx.query<{ sent_at: Date | string }>(
          'SELECT sent_at FROM device_approvals WHERE email = $1 ORDER BY sent_at DESC LIMIT 1',
          [email],
        )
      : await tx.query<{ sent_at: Date | string }>(
          'SELECT sent_at FROM otps WHERE email = $1 AND purpose = $2 ORDER BY sent_at DESC LIMIT 1',
          [email, purpose],
        )
  if (!row) return
  const waitMs =
    new Date(row.sent_at).getTime() + EMAIL_LOGIN_COOLDOWN_SECONDS * 1000 - now.getTime()
  if (waitMs > 0) throw new CooldownError(Math.ceil(waitMs / 1000))
}

/** Sets Retry-After for a RetryLaterError (cooldown, locked address), then rethrows whatever it is. */
export function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds))
  throw error
}
