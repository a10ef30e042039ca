import { decodeAbiParameters, hashTypedData, recoverTypedDataAddress, size } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  encodeSessionSignature,
  revokeSessionTypedData,
  sessionPeriodIndex,
} from './foyerAccountSignatures'

describe('sessionPeriodIndex', () => {
  const session = { validAfter: 1000, period: 60 }

  it('counts periods that end on their last second, as the EntryPoint reads the window', () => {
    expect(sessionPeriodIndex(session, 1001)).toBe(0)
    expect(sessionPeriodIndex(session, 1060)).toBe(0)
    expect(sessionPeriodIndex(session, 1061)).toBe(1)
    expect(sessionPeriodIndex(session, 1120n)).toBe(1)
    expect(sessionPeriodIndex(session, 1121n)).toBe(2)
  })

  it('is the first period before the session starts (the EntryPoint holds the operation)', () => {
    expect(sessionPeriodIndex(session, 1000)).toBe(0)
    expect(sessionPeriodIndex(session, 10)).toBe(0)
  })
})

describe('encodeSessionSignature', () => {
  it('encodes the key, the period and its signature, never 65 bytes long', () => {
    const signature = `0x${'ab'.repeat(65)}` as const
    const key = privateKeyToAccount(generatePrivateKey()).address
    const encoded = encodeSessionSignature({ key, periodIndex: 7, signature })
    expect(size(encoded)).not.toBe(65)
    expect(
      decodeAbiParameters([{ type: 'address' }, { type: 'uint48' }, { type: 'bytes' }], encoded),
    ).toEqual([key, 7, signature])
  })
})

describe('revokeSessionTypedData', () => {
  it("binds the owner's revocation to the account, its chain, the key and the nonce", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const [account, key] = [generatePrivateKey(), generatePrivateKey()].map(
      (secret) => privateKeyToAccount(secret).address,
    ) as [`0x${string}`, `0x${string}`]
    const revocation = { account, chainId: 31337, key, nonce: 3n }
    const typed = revokeSessionTypedData(revocation)
    expect(typed.domain).toEqual({
      name: 'FoyerAccount',
      version: '1',
      chainId: 31337,
      verifyingContract: account,
    })
    const signature = await owner.signTypedData(typed)
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(owner.address)
    const hash = hashTypedData(typed)
    for (const other of [
      { ...revocation, nonce: 4n },
      { ...revocation, chainId: 31338 },
      { ...revocation, key: account },
      { ...revocation, account: key },
    ]) {
      expect(hashTypedData(revokeSessionTypedData(other))).not.toBe(hash)
    }
  })
})
