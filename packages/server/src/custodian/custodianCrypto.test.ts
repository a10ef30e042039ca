import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto'
import { CUSTODIAN_RELEASE_INFO, CUSTODIAN_WRAP_INFO } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import {
  openBytes,
  openCustodianWrap,
  openRelease,
  rawPublicKey,
  sealBytes,
  sealForRecipient,
  wrapForCustodian,
  x25519PrivateKey,
} from './custodianCrypto'

const context = { address: `0x${'Ab'.repeat(20)}`, userId: '6f1c2a9e-0000-4000-8000-000000000001' }
const ad = (suffix: string) => `foyer-recovery-v1:0x${'ab'.repeat(20)}:${context.userId}:${suffix}`

/** RFC 7748, 6.1: Alice's and Bob's keys and their shared secret. */
const rfc = {
  alicePrivate: '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a',
  alicePublic: '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
  bobPublic: 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
  shared: '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742',
}

/** The frame's wrap written out step by step with bare node:crypto (the reference of the format). */
function referenceWrap(custodianPublic: Buffer, rk: Buffer, iv: Buffer) {
  const oneOff = generateKeyPairSync('x25519')
  const ePub = Buffer.from(oneOff.publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  const secret = diffieHellman({
    privateKey: oneOff.privateKey,
    publicKey: jwkPublicKey(custodianPublic),
  })
  const kek = Buffer.from(
    hkdfSync('sha256', secret, Buffer.concat([ePub, custodianPublic]), CUSTODIAN_WRAP_INFO, 32),
  )
  const cipher = createCipheriv('aes-256-gcm', kek, iv)
  cipher.setAAD(Buffer.from(ad('custodian'), 'utf8'))
  const sealed = Buffer.concat([cipher.update(rk), cipher.final(), cipher.getAuthTag()])
  return {
    ephemeralPublicKey: ePub.toString('base64url'),
    wrap: `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`,
  }
}

/** A raw public key as bare node:crypto takes it (JWK), not through the code under test. */
function jwkPublicKey(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'OKP', crv: 'X25519', x: raw.toString('base64url') },
    format: 'jwk',
  })
}

describe('custodian crypto', () => {
  it('imports raw X25519 keys as RFC 7748 says', () => {
    const alice = x25519PrivateKey(Buffer.from(rfc.alicePrivate, 'hex'))
    expect(Buffer.from(rawPublicKey(alice), 'base64url').toString('hex')).toBe(rfc.alicePublic)
    const bob = jwkPublicKey(Buffer.from(rfc.bobPublic, 'hex'))
    const shared = diffieHellman({ privateKey: alice, publicKey: bob })
    expect(shared.toString('hex')).toBe(rfc.shared)
  })

  it('seals in the frame’s format and opens only with the same key and data', () => {
    const key = randomBytes(32)
    const box = sealBytes(key, Buffer.from('plain'), 'data')
    expect(box).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/)
    expect(openBytes(key, box, 'data')?.toString()).toBe('plain')
    expect(openBytes(key, box, 'other')).toBeUndefined()
    expect(openBytes(randomBytes(32), box, 'data')).toBeUndefined()
    for (const bad of ['', 'v1', 'v2.a.b', `${box}.x`, 'v1.AAAA.AAAA']) {
      expect(openBytes(key, bad, 'data')).toBeUndefined()
    }
  })

  it('opens a wrap made step by step as the frame does, then releases RK to the recipient only', () => {
    const custodianRaw = randomBytes(32)
    const custodian = x25519PrivateKey(custodianRaw)
    const custodianPublic = Buffer.from(rawPublicKey(custodian), 'base64url')
    const rk = randomBytes(32)
    const sealed = referenceWrap(custodianPublic, rk, randomBytes(12))
    expect(openCustodianWrap(custodian, sealed, context)?.equals(rk)).toBe(true)
    // Bound to the wallet and user, and to this custodian.
    expect(openCustodianWrap(custodian, sealed, { ...context, userId: 'x' })).toBeUndefined()
    expect(openCustodianWrap(x25519PrivateKey(randomBytes(32)), sealed, context)).toBeUndefined()

    // The frame's side of the release, step by step.
    const recipient = generateKeyPairSync('x25519')
    const recipientPublic = recipient.publicKey.export({ format: 'jwk' }).x as string
    const release = sealForRecipient(rk, recipientPublic, context)
    const fPub = Buffer.from(release.ephemeralPublicKey, 'base64url')
    const secret = diffieHellman({
      privateKey: recipient.privateKey,
      publicKey: jwkPublicKey(fPub),
    })
    const kek = Buffer.from(
      hkdfSync(
        'sha256',
        secret,
        Buffer.concat([fPub, Buffer.from(recipientPublic, 'base64url')]),
        CUSTODIAN_RELEASE_INFO,
        32,
      ),
    )
    const [, iv = '', data = ''] = release.wrap.split('.')
    const bytes = Buffer.from(data, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(ad('custodian-release'), 'utf8'))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    const opened = Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()])
    expect(opened.equals(rk)).toBe(true)
    expect(openRelease(recipient.privateKey, release, context)?.equals(rk)).toBe(true)
    expect(openRelease(generateKeyPairSync('x25519').privateKey, release, context)).toBeUndefined()
  })

  it('round-trips its own wrap; a low-order one-off key does not open', () => {
    const custodian = x25519PrivateKey(randomBytes(32))
    const rk = randomBytes(32)
    const sealed = wrapForCustodian(rawPublicKey(custodian), rk, context)
    expect(openCustodianWrap(custodian, sealed, context)?.equals(rk)).toBe(true)
    const zero = Buffer.alloc(32).toString('base64url')
    expect(
      openCustodianWrap(custodian, { ...sealed, ephemeralPublicKey: zero }, context),
    ).toBeUndefined()
    expect(() => sealForRecipient(rk, zero, context)).toThrow()
  })
})
