import { describe, expect, it } from 'vitest'
import { fromBase64url, toBase64url } from '../encoding/base64url'
import { createWalletKey } from '../keys/createWalletKey'
import { splitKey } from '../keys/shares'
import { RECOVERY_PRF_SALT } from './passkeyKek'
import { acceptableScryptParams, RECOVERY_SCRYPT_PARAMS } from './passwordKek'
import { isStrongRecoveryPassword } from './passwordStrength'
import {
  createRecoveryKey,
  openRecoveryShare,
  type RecoveryContext,
  sealRecoveryShare,
} from './recoveryKey'
import {
  unwrapWithPasskey,
  unwrapWithPassword,
  wrapWithPasskey,
  wrapWithPassword,
} from './recoveryWraps'

/** Cheap scrypt for tests (the stored parameters are what unwrapping uses). */
const FAST = { N: 2 ** 10, r: 8, p: 1, dkLen: 32 as const }
const context = { address: '0xAbCdEf0000000000000000000000000000000001', userId: 'user-1' }
const password = 'violet harbour 42 lantern'

function flip(blob: string, part: 1 | 2): string {
  const parts = blob.split('.')
  const bytes = fromBase64url(parts[part] ?? '')
  bytes[0] = (bytes[0] ?? 0) ^ 1
  parts[part] = toBase64url(bytes)
  return parts.join('.')
}

describe('sealed recovery share', () => {
  it('opens under RK for the same wallet and user, in any address case', async () => {
    const { recoveryShare } = await splitKey(createWalletKey())
    const rk = createRecoveryKey()
    const sealed = await sealRecoveryShare(rk, recoveryShare, context)
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/)
    expect(sealed.includes(recoveryShare.slice(2))).toBe(false)
    const lower = { ...context, address: context.address.toLowerCase() }
    expect(await openRecoveryShare(rk, sealed, lower)).toBe(recoveryShare)
  })

  type Change = (rk: Uint8Array, sealed: string) => readonly [Uint8Array, string, RecoveryContext]
  it.each<[string, Change]>([
    ['another RK', (_rk: Uint8Array, s: string) => [createRecoveryKey(), s, context] as const],
    ['another user', (rk: Uint8Array, s: string) => [rk, s, { ...context, userId: 'u2' }] as const],
    [
      'another address',
      (rk: Uint8Array, s: string) =>
        [rk, s, { ...context, address: `0x${'1'.repeat(40)}` }] as const,
    ],
    ['a changed ciphertext', (rk: Uint8Array, s: string) => [rk, flip(s, 2), context] as const],
    ['a changed IV', (rk: Uint8Array, s: string) => [rk, flip(s, 1), context] as const],
    ['a malformed blob', (rk: Uint8Array) => [rk, 'v1.zz', context] as const],
  ])('does not open with %s', async (_, change) => {
    const { recoveryShare } = await splitKey(createWalletKey())
    const rk = createRecoveryKey()
    const sealed = await sealRecoveryShare(rk, recoveryShare, context)
    await expect(openRecoveryShare(...change(rk, sealed))).rejects.toMatchObject({
      code: 'SHARES_MISMATCH',
    })
  })
})

describe('password wrap', () => {
  it('unwraps RK with the right password and stores its parameters', async () => {
    const rk = createRecoveryKey()
    const method = await wrapWithPassword(rk, password, context, FAST)
    expect(method).toMatchObject({ kind: 'password', params: FAST })
    expect(fromBase64url(method.salt)).toHaveLength(16)
    expect(await unwrapWithPassword(method, password, context)).toEqual(rk)
    // NFKC: a full-width digit is the same password.
    expect(await unwrapWithPassword(method, password.replace('4', '４'), context)).toEqual(rk)
  })

  it('fails with WRONG_RECOVERY_PASSWORD for a wrong password, a tampered wrap or salt', async () => {
    const rk = createRecoveryKey()
    const method = await wrapWithPassword(rk, password, context, FAST)
    const wrong = { code: 'WRONG_RECOVERY_PASSWORD' }
    await expect(unwrapWithPassword(method, `${password}!`, context)).rejects.toMatchObject(wrong)
    await expect(
      unwrapWithPassword({ ...method, wrap: flip(method.wrap, 2) }, password, context),
    ).rejects.toMatchObject(wrong)
    await expect(
      unwrapWithPassword({ ...method, salt: toBase64url(new Uint8Array(16)) }, password, context),
    ).rejects.toMatchObject(wrong)
    await expect(
      unwrapWithPassword(method, password, { ...context, userId: 'other' }),
    ).rejects.toMatchObject(wrong)
  })

  it('refuses stored parameters above its bounds without deriving', async () => {
    const method = await wrapWithPassword(createRecoveryKey(), password, context, FAST)
    await expect(
      unwrapWithPassword({ ...method, params: { ...FAST, N: 2 ** 24 } }, password, context),
    ).rejects.toMatchObject({ code: 'WRONG_RECOVERY_PASSWORD' })
    expect(acceptableScryptParams(RECOVERY_SCRYPT_PARAMS)).toBe(true)
    expect(RECOVERY_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1, dkLen: 32 })
  })

  it.each([
    'short pw1!',
    'aaaaaaaaaaaaaaaa',
    'abcabcabcabcabc',
    'password1234',
    'Password2024!',
    'qwertyuiop123',
    '123456789012',
    'abcdefghijklmnop',
    'iloveyou2iloveyou',
  ])('refuses the weak password %j with WEAK_RECOVERY_PASSWORD', async (weak) => {
    expect(isStrongRecoveryPassword(weak)).toBe(false)
    await expect(wrapWithPassword(createRecoveryKey(), weak, context, FAST)).rejects.toMatchObject({
      code: 'WEAK_RECOVERY_PASSWORD',
    })
  })

  it.each([
    'violet harbour 42 lantern',
    'correct horse battery staple',
    'Tr0ub4dor&3xQ',
    'q7#Lm2!vZp9w',
  ])('accepts %j', (strong) => {
    expect(isStrongRecoveryPassword(strong)).toBe(true)
  })
})

describe('passkey wrap', () => {
  const credentialId = toBase64url(crypto.getRandomValues(new Uint8Array(32)))
  const prf = crypto.getRandomValues(new Uint8Array(32))

  it('unwraps RK with the same passkey PRF output', async () => {
    const rk = createRecoveryKey()
    const method = await wrapWithPasskey(rk, { credentialId, prf }, context)
    expect(method).toMatchObject({ kind: 'passkey', credentialId })
    expect(await unwrapWithPasskey([method], { credentialId, prf }, context)).toEqual(rk)
  })

  it('does not open with another PRF output, another wallet, or a tampered wrap', async () => {
    const method = await wrapWithPasskey(createRecoveryKey(), { credentialId, prf }, context)
    const other = crypto.getRandomValues(new Uint8Array(32))
    const mismatch = { code: 'SHARES_MISMATCH' }
    await expect(
      unwrapWithPasskey([method], { credentialId, prf: other }, context),
    ).rejects.toMatchObject(mismatch)
    await expect(
      unwrapWithPasskey([method], { credentialId, prf }, { ...context, userId: 'x' }),
    ).rejects.toMatchObject(mismatch)
    await expect(
      unwrapWithPasskey(
        [{ ...method, wrap: flip(method.wrap, 2) }],
        { credentialId, prf },
        context,
      ),
    ).rejects.toMatchObject(mismatch)
  })

  it('says RECOVERY_NEEDED for a passkey that has no wrap here', async () => {
    const method = await wrapWithPasskey(createRecoveryKey(), { credentialId, prf }, context)
    await expect(
      unwrapWithPasskey([method], { credentialId: 'A'.repeat(43), prf }, context),
    ).rejects.toMatchObject({ code: 'RECOVERY_NEEDED' })
  })

  it('has the fixed PRF input SHA-256("foyer recovery v1")', async () => {
    const expected = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode('foyer recovery v1')),
    )
    expect(RECOVERY_PRF_SALT).toEqual(expected)
  })
})
