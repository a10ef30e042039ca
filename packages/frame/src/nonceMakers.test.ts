import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { getDeviceId } from './keys/deviceId'
import { createRecoveryKey } from './recovery/recoveryKey'

/**
 * Issue 17: the secrets the frame makes come from the CSPRNG (crypto.getRandomValues /
 * randomUUID) with at least 128 bits, and 1,000 consecutive values share no 16-character run.
 * (AES-GCM IVs are 96 bits by the cipher's design and are not secrets; DOM ids and request ids
 * are not secrets either.)
 */

/** The indexes of two values that share a `length`-character run, or undefined. */
function sharedRun(values: readonly string[], length = 16): [number, number] | undefined {
  const seen = new Map<string, number>()
  for (const [index, value] of values.entries()) {
    for (let start = 0; start + length <= value.length; start++) {
      const run = value.slice(start, start + length)
      const other = seen.get(run)
      if (other !== undefined && other !== index) return [other, index]
      seen.set(run, index)
    }
  }
  return undefined
}

/** A fresh device's id: a new, empty storage each time. */
function freshDeviceId(): string {
  const items = new Map<string, string>()
  return getDeviceId(
    { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, value) },
    crypto,
  )
}

describe('the device id (a secret: with the email it picks up an approved session)', () => {
  it('1,000 fresh ones share no 16-character run', () => {
    const ids = Array.from({ length: 1000 }, freshDeviceId)
    expect(new Set(ids).size).toBe(1000)
    expect(sharedRun(ids)).toBeUndefined()
  })

  // A UUID v4 (the ids of earlier versions) carries 122 random bits: a new id is 32 random bytes.
  it('draws at least 128 bits', () => {
    const id = freshDeviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(id, 'base64url')).toHaveLength(32)
  })
})

describe('createRecoveryKey (RK)', () => {
  it('is 256 bits, and 1,000 in a row share no 16-character run', () => {
    const keys = Array.from({ length: 1000 }, () => createRecoveryKey())
    for (const key of keys) expect(key.length * 8).toBeGreaterThanOrEqual(128)
    const hex = keys.map((key) => bytesToHex(key))
    expect(new Set(hex).size).toBe(1000)
    expect(sharedRun(hex)).toBeUndefined()
  })
})
