import { createHash, randomBytes, randomInt } from 'node:crypto'
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

/** A fresh per-code salt (hashed with the code under AUTH_HASH_KEY: AuthHasher.otp). */
export function newSalt(): string {
  return randomBytes(16).toString('hex')
}
