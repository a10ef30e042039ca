import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAuthHasher } from '../auth/authHasher'
import { issueChallenge } from '../auth/passkeys/passkeyChallenges'
import { newSalt, newToken } from '../auth/secrets'
import { newProjectId } from '../projects/newProjectId'
import type { Queryable } from '../store/database'
import { secureNonce } from './secureNonce'

/**
 * Issue 17: every nonce, state, challenge and token the server makes has at least 128 bits from
 * the CSPRNG (node:crypto randomBytes), and 1,000 consecutive values share no 16-character run
 * (viem's generateSiweNonce failed this: each nonce was the last one shifted by one character).
 * `bits` is what the maker draws by construction (its randomBytes length × 8); the format check
 * proves the value carries all of it (decodes back to that many bytes).
 */

type Maker = {
  name: string
  bits: number
  make: () => string | Promise<string>
  /** The value's bytes, or undefined when it is not in the maker's format. */
  decode: (value: string) => Buffer | undefined
}

const hex = (length: number) => (value: string) =>
  new RegExp(`^[0-9a-f]{${length}}$`).test(value) ? Buffer.from(value, 'hex') : undefined
const base64url = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : undefined

/** A database that stores nothing: the challenge maker writes its hash there. */
const nowhere: Queryable = { query: async () => [], exec: async () => {} }
const deviceKey = createAuthHasher(randomBytes(32)).device('device-0123456789ab')

const MAKERS: Maker[] = [
  {
    name: 'secureNonce (SIWX nonces, Farcaster channel nonces)',
    bits: 128,
    make: secureNonce,
    decode: hex(32),
  },
  {
    name: 'newToken (sessions, approval links, social state/nonce/PKCE verifier, relay channel tokens, SIWX sessions)',
    bits: 256,
    make: newToken,
    decode: base64url,
  },
  { name: 'newSalt (per-code salts)', bits: 128, make: newSalt, decode: hex(32) },
  { name: 'newProjectId', bits: 128, make: newProjectId, decode: hex(32) },
  {
    name: 'issueChallenge (passkey challenges)',
    bits: 256,
    make: async () =>
      Buffer.from(
        await issueChallenge(
          nowhere,
          { purpose: 'login', projectId: 'p', deviceKey, userId: null },
          new Date(),
        ),
      ).toString('base64url'),
    decode: base64url,
  },
]

/** The indexes of two values that share a 16-character run, or undefined. */
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

describe.each(MAKERS)('$name', ({ bits, make, decode }) => {
  it('draws at least 128 bits, and 1,000 in a row share no 16-character run', async () => {
    expect(bits).toBeGreaterThanOrEqual(128)
    const values: string[] = []
    for (let i = 0; i < 1000; i++) values.push(await make())
    for (const value of values) expect(decode(value)?.length).toBe(bits / 8)
    expect(new Set(values).size).toBe(1000)
    expect(sharedRun(values)).toBeUndefined()
  })
})

describe('sharedRun', () => {
  it('catches viem-style nonces: each one the last shifted by a character', () => {
    const stream = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ'
    const shifted = Array.from({ length: 4 }, (_, i) => stream.slice(i, i + 32))
    expect(sharedRun(shifted)).toEqual([0, 1])
  })
})
