import {
  CUSTODIAN_RELEASE_INFO,
  CUSTODIAN_WRAP_INFO,
  type CustodianKey,
  type CustodianReleaseResponse,
  type RecoveryContext,
  type RecoveryMethod,
  recoveryAssociatedData,
} from '@foyer/protocol'
import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { fromBase64url, toBase64url } from '../encoding/base64url'

type CustodianMethod = Extract<RecoveryMethod, { kind: 'custodian' }>

/**
 * Test helper: the operator's custodian as the design spells it (docs/security.md), written apart
 * from the frame's custodianWrap.ts (its own X25519, HKDF and AES-GCM calls) so a test of one
 * against the other checks the format, not the same code twice. `release` answers like the
 * custodian's `POST /v1/release`: it throws `{status: 409}` for another key id, `{status: 422}`
 * for a wrap that does not open.
 */
export function createFakeCustodian(
  privateKey: Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
) {
  const publicKey = x25519.getPublicKey(privateKey)
  const key: CustodianKey = {
    keyId: toBase64url(sha256(publicKey).slice(0, 16)),
    publicKey: toBase64url(publicKey),
  }

  /** RK from a frame's custodian wrap, as the custodian opens it. */
  async function openWrap(method: CustodianMethod, context: RecoveryContext): Promise<Uint8Array> {
    if (method.keyId !== key.keyId) throw Object.assign(new Error('another key'), { status: 409 })
    const ephemeral = fromBase64url(method.ephemeralPublicKey)
    const secret = x25519.getSharedSecret(privateKey, ephemeral)
    const kek = hkdf(sha256, secret, join(ephemeral, publicKey), utf8(CUSTODIAN_WRAP_INFO), 32)
    const rk = await aesOpen(kek, method.wrap, recoveryAssociatedData(context, 'custodian'))
    if (rk?.length !== 32) throw Object.assign(new Error('does not open'), { status: 422 })
    return rk
  }

  /** RK sealed again to `recipientPublicKey` under a one-off key of the custodian's. */
  async function sealRelease(
    rk: Uint8Array,
    recipientPublicKey: string,
    context: RecoveryContext,
  ): Promise<CustodianReleaseResponse> {
    const recipient = fromBase64url(recipientPublicKey)
    const oneOff = crypto.getRandomValues(new Uint8Array(32))
    const oneOffPublic = x25519.getPublicKey(oneOff)
    const secret = x25519.getSharedSecret(oneOff, recipient)
    const kek = hkdf(
      sha256,
      secret,
      join(oneOffPublic, recipient),
      utf8(CUSTODIAN_RELEASE_INFO),
      32,
    )
    return {
      ephemeralPublicKey: toBase64url(oneOffPublic),
      wrap: await aesSeal(kek, rk, recoveryAssociatedData(context, 'custodian-release')),
    }
  }

  return {
    key,
    privateKey,
    openWrap,
    sealRelease,
    /** `POST /v1/release`: opens the wrap and seals RK to the recipient. */
    async release(input: {
      method: CustodianMethod
      context: RecoveryContext
      recipientPublicKey: string
    }): Promise<CustodianReleaseResponse> {
      return sealRelease(
        await openWrap(input.method, input.context),
        input.recipientPublicKey,
        input.context,
      )
    },
  }
}

export type FakeCustodian = ReturnType<typeof createFakeCustodian>

const utf8 = (text: string) => new TextEncoder().encode(text)

function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length)
  both.set(a, 0)
  both.set(b, a.length)
  return both
}

/** `v1.<iv>.<ciphertext+tag>` (AES-256-GCM, 12-byte IV, AAD utf-8), `iv` fixed for vectors. */
export async function aesSeal(
  key: Uint8Array,
  plain: Uint8Array,
  associatedData: string,
  iv = crypto.getRandomValues(new Uint8Array(12)),
): Promise<string> {
  const aes = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, [
    'encrypt',
  ])
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: new Uint8Array(iv), additionalData: utf8(associatedData) },
    aes,
    new Uint8Array(plain),
  )
  return `v1.${toBase64url(iv)}.${toBase64url(new Uint8Array(sealed))}`
}

async function aesOpen(
  key: Uint8Array,
  box: string,
  associatedData: string,
): Promise<Uint8Array | undefined> {
  const [version, iv, sealed] = box.split('.')
  if (version !== 'v1' || !iv || !sealed) return undefined
  const aes = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, [
    'decrypt',
  ])
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: utf8(associatedData) },
      aes,
      fromBase64url(sealed),
    )
    return new Uint8Array(plain)
  } catch {
    return undefined
  }
}
