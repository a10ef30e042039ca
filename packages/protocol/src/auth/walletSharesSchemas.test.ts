import { describe, expect, it } from 'vitest'
import { recoveryAssociatedData } from './recoveryBinding'
import {
  custodianReleaseRequestSchema,
  custodianReleaseResponseSchema,
  protectWalletRequestSchema,
  recoveryRecordSchema,
  recoveryShareResponseSchema,
  storeSharesRequestSchema,
} from './walletSharesSchemas'

const address = `0x${'ab'.repeat(20)}`

describe('storeSharesRequestSchema', () => {
  it('accepts an address and the auth share', () => {
    const body = { address, authShare: 'AQID+/==' }
    expect(storeSharesRequestSchema.parse(body)).toEqual(body)
  })

  it('drops a recovery share an old frame still sends (never stored)', () => {
    const body = { address, authShare: 'aa', recoveryShare: 'deadbeef' }
    expect(storeSharesRequestSchema.parse(body)).toEqual({ address, authShare: 'aa' })
  })

  it.each([
    ['a short address', { address: '0x12', authShare: 'aa', recoveryShare: 'bb' }],
    ['an empty share', { address, authShare: '', recoveryShare: 'bb' }],
    ['a share with spaces', { address, authShare: 'a a', recoveryShare: 'bb' }],
    ['a huge share', { address, authShare: 'a'.repeat(4097), recoveryShare: 'bb' }],
    ['a missing auth share', { address }],
  ])('rejects %s', (_, body) => {
    expect(storeSharesRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('recoveryShareResponseSchema', () => {
  it('reads the address and the recovery share, and nothing else', () => {
    const body = { address, recoveryShare: '0x01', authShare: '0x02' }
    expect(recoveryShareResponseSchema.parse(body)).toEqual({ address, recoveryShare: '0x01' })
  })

  it('refuses an answer without the recovery share', () => {
    expect(recoveryShareResponseSchema.safeParse({ address, authShare: '0x02' }).success).toBe(
      false,
    )
  })
})

const blob = `v1.${'A'.repeat(16)}.${'B'.repeat(64)}`
const password = {
  kind: 'password',
  salt: 'S'.repeat(22),
  params: { N: 1024, r: 8, p: 1, dkLen: 32 },
  wrap: blob,
}
const passkey = { kind: 'passkey', credentialId: 'c'.repeat(22), wrap: blob }

describe('protectWalletRequestSchema', () => {
  it.each([
    ['password', password],
    ['passkey', passkey],
  ])('accepts a %s method', (_, method) => {
    const body = { version: 1, authShare: 'aa', sealedRecovery: blob, method }
    expect(protectWalletRequestSchema.parse(body)).toEqual(body)
  })

  it.each([
    ['a plain share as sealed recovery', { sealedRecovery: `0x${'ab'.repeat(33)}` }],
    ['an unknown method', { method: { kind: 'email', wrap: blob } }],
    [
      'huge scrypt parameters',
      { method: { ...password, params: { N: 2 ** 24, r: 8, p: 1, dkLen: 32 } } },
    ],
    ['a recovery share', { recoveryShare: 'aa' }],
    ['no version', { version: undefined }],
  ])('refuses %s', (_, change) => {
    const body = { version: 1, authShare: 'aa', sealedRecovery: blob, method: passkey, ...change }
    expect(protectWalletRequestSchema.safeParse(body).success).toBe(false)
  })
})

const oneOffKey = 'K'.repeat(43)
const custodian = {
  kind: 'custodian',
  keyId: 'I'.repeat(22),
  ephemeralPublicKey: oneOffKey,
  wrap: blob,
}

describe('recoveryRecordSchema', () => {
  it('reads an unprotected and a protected wallet', () => {
    const base = { address, version: 1, legacyRecovery: false, custodian: null }
    expect(recoveryRecordSchema.parse({ ...base, sealedRecovery: null, methods: [] })).toBeTruthy()
    expect(
      recoveryRecordSchema.parse({ ...base, sealedRecovery: blob, methods: [password, passkey] }),
    ).toBeTruthy()
  })

  it('reads a custodian’s key and a custodian wrap (custodial email recovery)', () => {
    const record = {
      address,
      version: 2,
      legacyRecovery: false,
      sealedRecovery: blob,
      methods: [custodian],
      custodian: { keyId: custodian.keyId, publicKey: oneOffKey },
    }
    expect(recoveryRecordSchema.parse(record)).toEqual(record)
  })

  it.each([
    ['no custodian field', { custodian: undefined }],
    [
      'a custodian key of 31 bytes',
      { custodian: { keyId: 'I'.repeat(22), publicKey: 'K'.repeat(42) } },
    ],
    ['a custodian wrap without its key id', { methods: [{ ...custodian, keyId: undefined }] }],
  ])('refuses %s', (_, change) => {
    const record = {
      address,
      version: 1,
      legacyRecovery: false,
      sealedRecovery: blob,
      methods: [],
      custodian: null,
      ...change,
    }
    expect(recoveryRecordSchema.safeParse(record).success).toBe(false)
  })
})

describe('custodian release', () => {
  it('takes the frame’s one-off public key and answers a wrap sealed to it', () => {
    expect(custodianReleaseRequestSchema.parse({ recipientPublicKey: oneOffKey })).toBeTruthy()
    expect(
      custodianReleaseRequestSchema.safeParse({ recipientPublicKey: oneOffKey, extra: 1 }).success,
    ).toBe(false)
    const answer = { ephemeralPublicKey: oneOffKey, wrap: blob }
    expect(custodianReleaseResponseSchema.parse(answer)).toEqual(answer)
    expect(custodianReleaseResponseSchema.safeParse({ ...answer, wrap: 'plain' }).success).toBe(
      false,
    )
  })

  it('binds a wrap to the wallet: address lowercased, user id, kind', () => {
    const context = { address: `0x${'AB'.repeat(20)}`, userId: 'u1' }
    expect(recoveryAssociatedData(context, 'custodian')).toBe(
      `foyer-recovery-v1:0x${'ab'.repeat(20)}:u1:custodian`,
    )
    expect(recoveryAssociatedData(context)).toBe(`foyer-recovery-v1:0x${'ab'.repeat(20)}:u1:share`)
  })
})
