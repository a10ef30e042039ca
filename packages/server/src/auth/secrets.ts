import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from './authProtocol'

/** Hex sha256 of a secret: what the database keeps of tokens. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** 256 random bits, base64url: session tokens and approval-link tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A uniformly random OTP_LENGTH-digit code. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** A fresh per-code salt. */
export function newSalt(): string {
  return randomBytes(16).toString('hex')
}

/** sha256 of the salt and the code, hex. */
export function hashOtp(code: string, salt: string): string {
  return sha256Hex(`${salt}:${code}`)
}

/** Whether `code` hashes to `hash` under `salt`, compared in constant time. */
export function otpMatches(code: string, salt: string, hash: string): boolean {
  const actual = Buffer.from(hashOtp(code, salt), 'hex')
  const expected = Buffer.from(hash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
