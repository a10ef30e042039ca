import { ApiError } from '../http/apiError'
import type { Database } from '../store/database'
import type { AuthHasher, DeviceKey } from './authHasher'
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from './authProtocol'
import {
  type AttemptSubjects,
  holdAttempts,
  recordRightCode,
  recordWrongCode,
} from './loginAttempts'
import { checkCooldown, lockAddress } from './mailCooldown'
import { newOtpCode, newSalt } from './secrets'

export type OtpPurpose = 'login' | 'update-primary' | 'update-secondary'

export interface IssueOtp {
  email: string
  purpose: OtpPurpose
  userId?: string
  /** For login codes: the keyed id of the device that asks (AuthHasher.device). */
  deviceKey?: DeviceKey
  newEmail?: string
  now: Date
}

/**
 * A new code for `email`: checks the cooldown, retires the address's earlier codes of the same
 * purpose and stores the new one as a keyed hash (AuthHasher.otp with a random salt) with the
 * device's keyed id. Returns the code and a way to drop it again (when the mail cannot be sent).
 */
export async function issueOtp(
  db: Database,
  hasher: AuthHasher,
  { email, purpose, userId, deviceKey, newEmail, now }: IssueOtp,
): Promise<{ code: string; discard(): Promise<void> }> {
  const code = newOtpCode()
  const salt = newSalt()
  const id = await db.transaction(async (tx) => {
    await lockAddress(tx, email)
    await checkCooldown(tx, email, purpose, now)
    await tx.query(
      `UPDATE otps SET consumed_at = $3
       WHERE email = $1 AND purpose = $2 AND consumed_at IS NULL`,
      [email, purpose, now],
    )
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO otps (email, user_id, device_id, purpose, new_email, code_hash, salt, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        email,
        userId ?? null,
        deviceKey ?? null,
        purpose,
        newEmail ?? null,
        hasher.otp(code, salt),
        salt,
        now,
        new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      ],
    )
    return row?.id
  })
  return {
    code,
    discard: async () => {
      await db.query('DELETE FROM otps WHERE id = $1', [id])
    },
  }
}

export interface VerifyOtp {
  /** Which code: the latest of this purpose for the address, or for the user. */
  email?: string
  userId?: string
  purpose: OtpPurpose
  code: string
  /** For login codes: the keyed id of the device that asked for the code. */
  deviceKey?: DeviceKey
  /** For login codes: the wrong-code counters of the address and client (loginAttempts). */
  attempts?: AttemptSubjects
  now: Date
}

export interface VerifiedOtp {
  email: string
  userId: string | null
  newEmail: string | null
}

interface OtpRow {
  id: string
  email: string
  user_id: string | null
  device_id: string | null
  new_email: string | null
  code_hash: string
  salt: string
  expires_at: Date | string
  attempts: number
  consumed_at: Date | string | null
}

type Outcome = { ok: VerifiedOtp } | { error: ApiError }

const invalid = () => new ApiError(400, 'INVALID_CODE')

/**
 * Checks a code against the latest one of its purpose and uses it up. 400 INVALID_CODE when
 * there is none, it was used, it belongs to another device, or it is wrong (a wrong try counts);
 * 423 LOCKED from the OTP_MAX_ATTEMPTS-th wrong try on; 410 EXPIRED after OTP_TTL_SECONDS.
 * With `attempts`: 429 ADDRESS_LOCKED / RATE_LIMITED first when capped, and a wrong code also
 * counts for the address and the client (the try that locks the address answers ADDRESS_LOCKED).
 */
export async function verifyOtp(
  db: Database,
  hasher: AuthHasher,
  input: VerifyOtp,
): Promise<VerifiedOtp> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const held = input.attempts ? await holdAttempts(tx, input.attempts, input.now) : undefined
    const [row] = input.email
      ? await tx.query<OtpRow>(
          `SELECT * FROM otps WHERE email = $1 AND purpose = $2
           ORDER BY sent_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [input.email, input.purpose],
        )
      : await tx.query<OtpRow>(
          `SELECT * FROM otps WHERE user_id = $1 AND purpose = $2
           ORDER BY sent_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [input.userId, input.purpose],
        )
    if (!row || row.consumed_at !== null) return { error: invalid() }
    if (input.deviceKey !== undefined && row.device_id !== input.deviceKey) {
      return { error: invalid() }
    }
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { error: locked() }
    if (new Date(row.expires_at).getTime() <= input.now.getTime()) {
      return { error: new ApiError(410, 'EXPIRED') }
    }
    if (!hasher.equal(hasher.otp(input.code, row.salt), row.code_hash)) {
      const attempts = row.attempts + 1
      await tx.query('UPDATE otps SET attempts = $2 WHERE id = $1', [row.id, attempts])
      const addressLock = held ? await recordWrongCode(tx, held, input.now) : undefined
      return { error: addressLock ?? (attempts >= OTP_MAX_ATTEMPTS ? locked() : invalid()) }
    }
    if (held) await recordRightCode(tx, held, input.now)
    await tx.query('UPDATE otps SET consumed_at = $2 WHERE id = $1', [row.id, input.now])
    return { ok: { email: row.email, userId: row.user_id, newEmail: row.new_email } }
  })
  if ('error' in outcome) throw outcome.error
  return outcome.ok
}

function locked() {
  return new ApiError(423, 'LOCKED', { params: { attempts: OTP_MAX_ATTEMPTS } })
}
