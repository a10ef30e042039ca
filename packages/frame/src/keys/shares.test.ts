import { describe, expect, it } from 'vitest'
import { createWalletKey } from './createWalletKey'
import { combineShares, splitKey } from './shares'

describe('splitKey / combineShares', () => {
  it('any two of the three shares rebuild the key', async () => {
    const key = createWalletKey()
    const { deviceShare, authShare, recoveryShare } = await splitKey(key)
    expect(await combineShares(deviceShare, authShare)).toBe(key)
    expect(await combineShares(authShare, deviceShare)).toBe(key)
    expect(await combineShares(deviceShare, recoveryShare)).toBe(key)
    expect(await combineShares(authShare, recoveryShare)).toBe(key)
  })

  it('gives three different shares, none equal to the key', async () => {
    const key = createWalletKey()
    const shares = Object.values(await splitKey(key))
    expect(new Set(shares).size).toBe(3)
    for (const share of shares) expect(share.includes(key.slice(2))).toBe(false)
  })

  it('one share alone does not rebuild the key', async () => {
    const { deviceShare } = await splitKey(createWalletKey())
    await expect(combineShares(deviceShare, deviceShare)).rejects.toMatchObject({
      code: 'SHARES_MISMATCH',
    })
  })

  it('shares of two different splits do not rebuild either key', async () => {
    const a = createWalletKey()
    const b = createWalletKey()
    const sa = await splitKey(a)
    const sb = await splitKey(b)
    const mixed = await combineShares(sa.deviceShare, sb.recoveryShare).catch(() => undefined)
    expect(mixed).not.toBe(a)
    expect(mixed).not.toBe(b)
  })

  it('refuses a malformed key or share', async () => {
    await expect(splitKey('0x1234')).rejects.toThrow('32 bytes')
    await expect(splitKey('nothex' as `0x${string}`)).rejects.toThrow('32 bytes')
    const { authShare } = await splitKey(createWalletKey())
    await expect(combineShares('0xzz', authShare)).rejects.toThrow('33 bytes')
    await expect(combineShares(authShare, '0x00')).rejects.toThrow('33 bytes')
  })

  it('createWalletKey gives a fresh 32-byte key each time', () => {
    const a = createWalletKey()
    expect(a).toMatch(/^0x[0-9a-f]{64}$/)
    expect(createWalletKey()).not.toBe(a)
  })
})
