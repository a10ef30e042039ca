import {
  CUSTODIAN_RELEASE_INFO,
  CUSTODIAN_WRAP_INFO,
  type CustodianKey,
  type CustodianReleaseResponse,
  FoyerError,
  type RecoveryMethod,
  recoveryAssociatedData,
} from '@foyer/protocol'
import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { fromBase64url, toBase64url } from '../encoding/base64url'
import type { RecoveryContext, RecoveryKey } from './recoveryKey'
import { openBytes, sealBytes } from './sealedBox'

/**
 * CUSTODIAL (only where the operator opted in to email recovery, docs/security.md): RK wrapped for
 * the operator's custodian, a separate process holding an X25519 key. Whoever controls the
 * custodian and the API can open such a wrap; the frame adds it only when the record names one.
 */
export type CustodianMethod = Extract<RecoveryMethod, { kind: 'custodian' }>

/** A one-off X25519 key pair: the private key stays in frame memory for one wrap or release. */
export type OneOffKey = { privateKey: Uint8Array; publicKey: Uint8Array }

/** A fresh one-off X25519 key (32 bytes from the CSPRNG; X25519 clamps them). */
export function createOneOffKey(): OneOffKey {
  const privateKey = crypto.getRandomValues(new Uint8Array(32))
  return { privateKey, publicKey: x25519.getPublicKey(privateKey) }
}

/** The custodian's key id: base64url of the first 16 bytes of SHA-256(its public key bytes). */
export function custodianKeyId(publicKey: Uint8Array): string {
  return toBase64url(sha256(publicKey).slice(0, 16))
}

/**
 * The key a custodian wrap is sealed under, seen from the frame's one-off key `e`:
 * HKDF-SHA256(X25519(e, custodian), salt = ePub ‖ custodianPub, CUSTODIAN_WRAP_INFO, 32).
 */
export function custodianWrapKek(oneOff: OneOffKey, custodianPublicKey: Uint8Array): Uint8Array {
  return agreedKek(
    oneOff.privateKey,
    custodianPublicKey,
    oneOff.publicKey,
    custodianPublicKey,
    CUSTODIAN_WRAP_INFO,
  )
}

/**
 * The key a release is sealed under, seen from the recipient (the frame's one-off key `r`):
 * HKDF-SHA256(X25519(r, fPub), salt = fPub ‖ rPub, CUSTODIAN_RELEASE_INFO, 32), `f` being the
 * custodian's own one-off key of that release.
 */
export function custodianReleaseKek(
  recipient: OneOffKey,
  releasePublicKey: Uint8Array,
): Uint8Array {
  return agreedKek(
    recipient.privateKey,
    releasePublicKey,
    releasePublicKey,
    recipient.publicKey,
    CUSTODIAN_RELEASE_INFO,
  )
}

/**
 * RK wrapped for `custodian` (the record's current key): a one-off key `e`, the KEK agreed with
 * the custodian's key, `sealBytes(KEK, RK, "…:custodian")`. CUSTODIAN_FAILED when the key is not
 * a usable X25519 key or its id is not the id of that key (a record the frame cannot trust).
 */
export async function wrapForCustodian(
  rk: RecoveryKey,
  custodian: CustodianKey,
  context: RecoveryContext,
  oneOff: OneOffKey = createOneOffKey(),
): Promise<CustodianMethod> {
  const custodianPublicKey = publicKeyBytes(custodian.publicKey)
  if (custodianKeyId(custodianPublicKey) !== custodian.keyId) {
    throw new FoyerError('CUSTODIAN_FAILED', { details: 'the key id is not its key’s' })
  }
  const kek = custodianWrapKek(oneOff, custodianPublicKey)
  return {
    kind: 'custodian',
    keyId: custodian.keyId,
    ephemeralPublicKey: toBase64url(oneOff.publicKey),
    wrap: await sealBytes(kek, rk, recoveryAssociatedData(context, 'custodian')),
  }
}

/**
 * RK from the custodian's release, sealed to `recipient` (the one-off key the frame sent as
 * `recipientPublicKey`) under "…:custodian-release". CUSTODIAN_FAILED when it does not open:
 * another recipient, wallet or user, or a changed byte — nothing is kept.
 */
export async function openCustodianRelease(
  recipient: OneOffKey,
  release: CustodianReleaseResponse,
  context: RecoveryContext,
): Promise<RecoveryKey> {
  const kek = custodianReleaseKek(recipient, publicKeyBytes(release.ephemeralPublicKey))
  const rk = await openBytes(
    kek,
    release.wrap,
    recoveryAssociatedData(context, 'custodian-release'),
  )
  if (rk?.length !== 32 || !rk) {
    throw new FoyerError('CUSTODIAN_FAILED', { details: 'the release does not open' })
  }
  return rk
}

/** 32 bytes of an X25519 public key (base64url); CUSTODIAN_FAILED otherwise. */
function publicKeyBytes(text: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = fromBase64url(text)
  } catch (error) {
    throw new FoyerError('CUSTODIAN_FAILED', { cause: error, details: 'not an X25519 key' })
  }
  if (bytes.length !== 32)
    throw new FoyerError('CUSTODIAN_FAILED', { details: 'not an X25519 key' })
  return bytes
}

/**
 * HKDF-SHA256 of the X25519 secret of `privateKey` and `peerPublicKey`, salted with the two public
 * keys (the one-off key first). An all-zero secret (a low-order peer key) is refused: noble
 * throws, and so does node:crypto on the custodian's side.
 */
function agreedKek(
  privateKey: Uint8Array,
  peerPublicKey: Uint8Array,
  saltFirst: Uint8Array,
  saltSecond: Uint8Array,
  info: string,
): Uint8Array {
  let secret: Uint8Array
  try {
    secret = x25519.getSharedSecret(privateKey, peerPublicKey)
  } catch (error) {
    throw new FoyerError('CUSTODIAN_FAILED', { cause: error, details: 'not an X25519 key' })
  }
  const salt = new Uint8Array(64)
  salt.set(saltFirst, 0)
  salt.set(saltSecond, 32)
  return hkdf(sha256, secret, salt, new TextEncoder().encode(info), 32)
}
