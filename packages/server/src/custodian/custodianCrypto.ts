import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto'
import {
  CUSTODIAN_RELEASE_INFO,
  CUSTODIAN_WRAP_INFO,
  type RecoveryContext,
  recoveryAssociatedData,
} from '@foyer/protocol'

// The custodian's half of custodial email recovery (docs/security.md): byte for byte what the
// frame does (packages/frame/src/recovery, @noble/curves x25519, @noble/hashes hkdf, its
// sealedBox), written with node:crypto since the server never imports the frame.

/** DER headers that turn 32 raw X25519 bytes into a PKCS#8 private key or an SPKI public key. */
const PKCS8_X25519 = Buffer.from('302e020100300506032b656e04220420', 'hex')
const SPKI_X25519 = Buffer.from('302a300506032b656e032100', 'hex')

/** An X25519 private key from its 32 raw bytes. */
export function x25519PrivateKey(raw: Buffer): KeyObject {
  if (raw.length !== 32) throw new Error('an X25519 private key is 32 bytes')
  return createPrivateKey({ key: Buffer.concat([PKCS8_X25519, raw]), format: 'der', type: 'pkcs8' })
}

/** An X25519 public key from its 32 raw bytes (base64url). */
export function x25519PublicKey(raw: string): KeyObject {
  const bytes = Buffer.from(raw, 'base64url')
  if (bytes.length !== 32 || bytes.toString('base64url') !== raw) {
    throw new Error('an X25519 public key is 32 bytes in base64url')
  }
  return createPublicKey({ key: Buffer.concat([SPKI_X25519, bytes]), format: 'der', type: 'spki' })
}

/** The 32 raw bytes of a key's public half, base64url (what the wire carries). */
export function rawPublicKey(key: KeyObject): string {
  const jwk = (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'jwk' })
  if (typeof jwk.x !== 'string') throw new Error('not an X25519 key')
  return jwk.x
}

/**
 * The 32-byte key a wrap is sealed under: HKDF-SHA256 of the X25519 secret of `privateKey` and
 * `peerPublicKey`, salt = the one-off public key then the long-lived one (raw bytes), `info`.
 */
function agreedKey(
  privateKey: KeyObject,
  peerPublicKey: string,
  salt: [oneOff: string, other: string],
  info: string,
): Buffer {
  const secret = diffieHellman({ privateKey, publicKey: x25519PublicKey(peerPublicKey) })
  const saltBytes = Buffer.concat(salt.map((key) => Buffer.from(key, 'base64url')))
  return Buffer.from(hkdfSync('sha256', secret, saltBytes, info, 32))
}

/** The frame's sealed box: AES-256-GCM, 12-byte random IV, `v1.<iv>.<ciphertext+tag>`. */
export function sealBytes(key: Buffer, plain: Buffer, associatedData: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`
}

/** What sealBytes sealed, or undefined when it does not open under this key and data. */
export function openBytes(key: Buffer, box: string, associatedData: string): Buffer | undefined {
  const [version, ivText = '', sealedText = '', ...rest] = box.split('.')
  const iv = Buffer.from(ivText, 'base64url')
  const sealed = Buffer.from(sealedText, 'base64url')
  if (version !== 'v1' || rest.length > 0 || iv.length !== 12 || sealed.length < 17) {
    return undefined
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAAD(Buffer.from(associatedData, 'utf8'))
    decipher.setAuthTag(sealed.subarray(sealed.length - 16))
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ])
  } catch {
    return undefined
  }
}

export interface CustodianWrap {
  /** The frame's one-off public key (base64url). */
  ephemeralPublicKey: string
  wrap: string
}

/** The two seals of custodial recovery: RK to the custodian, and RK back to the frame. */
const PURPOSE_INFO = {
  custodian: CUSTODIAN_WRAP_INFO,
  'custodian-release': CUSTODIAN_RELEASE_INFO,
} as const
type SealPurpose = keyof typeof PURPOSE_INFO

/**
 * RK sealed to `recipientPublicKey` under a new one-off key: the KEK is HKDF-SHA256 of their
 * X25519 secret (salt: the one-off public key, then the recipient's; the purpose's info), the
 * associated data binds the wallet and the purpose.
 */
function sealTo(
  recipientPublicKey: string,
  rk: Buffer,
  context: RecoveryContext,
  purpose: SealPurpose,
): CustodianWrap {
  const oneOff = generateKeyPairSync('x25519').privateKey
  const ephemeralPublicKey = rawPublicKey(oneOff)
  const kek = agreedKey(
    oneOff,
    recipientPublicKey,
    [ephemeralPublicKey, recipientPublicKey],
    PURPOSE_INFO[purpose],
  )
  return { ephemeralPublicKey, wrap: sealBytes(kek, rk, recoveryAssociatedData(context, purpose)) }
}

/** What `sealTo` sealed, opened with the recipient's private key; undefined when it does not open. */
function openWith(
  privateKey: KeyObject,
  sealed: CustodianWrap,
  context: RecoveryContext,
  purpose: SealPurpose,
): Buffer | undefined {
  let kek: Buffer
  try {
    kek = agreedKey(
      privateKey,
      sealed.ephemeralPublicKey,
      [sealed.ephemeralPublicKey, rawPublicKey(privateKey)],
      PURPOSE_INFO[purpose],
    )
  } catch {
    return undefined // not a usable X25519 point (e.g. one giving an all-zero secret)
  }
  return openBytes(kek, sealed.wrap, recoveryAssociatedData(context, purpose))
}

/**
 * What the frame does (wrapForCustodian): seals RK to the custodian's public key under a one-off
 * key. Here for tests and as the reference of the format; the server never holds RK to wrap.
 */
export function wrapForCustodian(
  custodianPublicKey: string,
  rk: Buffer,
  context: RecoveryContext,
): CustodianWrap {
  return sealTo(custodianPublicKey, rk, context, 'custodian')
}

/** RK from a `custodian` wrap, or undefined when it does not open (another key, context or RK). */
export function openCustodianWrap(
  custodianKey: KeyObject,
  sealed: CustodianWrap,
  context: RecoveryContext,
): Buffer | undefined {
  return openWith(custodianKey, sealed, context, 'custodian')
}

/**
 * RK sealed again to the frame's one-off `recipientPublicKey` under a new one-off key of the
 * custodian's (`custodian-release`): only the frame that asked opens it.
 */
export function sealForRecipient(
  rk: Buffer,
  recipientPublicKey: string,
  context: RecoveryContext,
): CustodianWrap {
  return sealTo(recipientPublicKey, rk, context, 'custodian-release')
}

/** What the frame does with a release: RK, opened with its one-off private key. */
export function openRelease(
  recipientKey: KeyObject,
  release: CustodianWrap,
  context: RecoveryContext,
): Buffer | undefined {
  return openWith(recipientKey, release, context, 'custodian-release')
}
