import { SOLANA_COMMITMENTS } from '@foyer/protocol'
import { type Address, getBase58Encoder, isAddress } from '@solana/kit'
import { invalidParams } from './rpcError'

const base58 = getBase58Encoder()

/** The positional parameters of a request: an array of at most `max` (absent: none). */
export function paramList(raw: unknown, method: string, min: number, max: number): unknown[] {
  if (raw === undefined || raw === null) raw = []
  if (!Array.isArray(raw)) throw invalidParams(`${method} expects its parameters as an array`)
  if (raw.length < min) {
    throw invalidParams(`${method} expects at least ${min} parameter${min === 1 ? '' : 's'}`)
  }
  if (raw.length > max) {
    throw invalidParams(`${method} expects at most ${max} parameter${max === 1 ? '' : 's'}`)
  }
  return raw
}

export function addressParam(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value)) {
    throw invalidParams(`${name} must be a base58 address of 32 bytes, got ${show(value)}`)
  }
  return value
}

/** A transaction signature: base58 of 64 bytes. */
export function signatureParam(value: unknown, name: string): string {
  if (typeof value === 'string' && value.length >= 64 && value.length <= 88) {
    try {
      if (base58.encode(value).length === 64) return value
    } catch {}
  }
  throw invalidParams(`${name} must be a base58 signature of 64 bytes, got ${show(value)}`)
}

/** A non-negative integer (u64) parameter. */
export function u64Param(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) return value
  throw invalidParams(`${name} must be a non-negative integer, got ${show(value)}`)
}

/** The configuration object of a request (absent or null: none). */
export function configParam(value: unknown, name = 'config'): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`${name} must be an object, got ${show(value)}`)
  }
  return value as Record<string, unknown>
}

/** Checks `config[key]` is one of SOLANA_COMMITMENTS when given. */
export function checkCommitment(config: Record<string, unknown>, key = 'commitment'): void {
  const value = config[key]
  if (value === undefined || value === null) return
  if (!SOLANA_COMMITMENTS.includes(value as (typeof SOLANA_COMMITMENTS)[number])) {
    throw invalidParams(
      `${key} must be one of ${SOLANA_COMMITMENTS.join(', ')}, got ${show(value)}`,
    )
  }
}

/** `config.encoding`, one of `allowed` (absent: `fallback`). */
export function encodingOption<T extends string>(
  config: Record<string, unknown>,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = config.encoding
  if (value === undefined || value === null) return fallback
  if (!allowed.includes(value as T)) {
    throw invalidParams(`encoding must be one of ${allowed.join(', ')}, got ${show(value)}`)
  }
  return value as T
}

export function booleanOption(config: Record<string, unknown>, key: string): boolean {
  const value = config[key]
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean')
    throw invalidParams(`${key} must be true or false, got ${show(value)}`)
  return value
}

/** A value for an error message, at most 100 characters. */
export function show(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'bigint' ? value.toString() : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}
