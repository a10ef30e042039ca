import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { type Cbor, cborEncode } from './cborEncode'

/** What a test gives the authenticator about the page (as a browser would fill it in). */
export interface CeremonyContext {
  /** The base64url challenge of the options. */
  challenge: string
  /** The page's origin (the frame's). */
  origin: string
  rpId: string
  /** The embedding page, for a ceremony in a cross-origin frame. */
  topOrigin?: string
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest())
const u32 = (value: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value)
  return bytes
}
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))

function clientData(type: string, context: CeremonyContext): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify({
      type,
      challenge: context.challenge,
      origin: context.origin,
      crossOrigin: context.topOrigin !== undefined,
      ...(context.topOrigin ? { topOrigin: context.topOrigin } : {}),
    }),
  )
}

/**
 * A software passkey for tests: one P-256 (ES256) credential, made as an authenticator makes it
 * (authenticatorData, a 'none' attestation object in CBOR, a COSE public key) and signing real
 * assertions, so the server's verification runs in full. `userVerified: false` and counter
 * moves let tests make answers a real authenticator would refuse to.
 */
export function createTestAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = new Uint8Array(randomBytes(32))
  let counter = 0
  let userHandle: Uint8Array | undefined

  const coseKey = () => {
    const jwk = publicKey.export({ format: 'jwk' })
    return cborEncode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    )
  }

  return {
    id: b64url(credentialId),
    /** The counter the next assertion carries (tests may move it back). */
    setCounter(value: number) {
      counter = value
    },
    /** `navigator.credentials.create()`'s answer, JSON as the frame sends it. */
    register(context: CeremonyContext & { userId: string; userVerified?: boolean }) {
      userHandle = new Uint8Array(Buffer.from(context.userId, 'base64url'))
      const flags = FLAG_UP | FLAG_AT | (context.userVerified === false ? 0 : FLAG_UV)
      const credentialIdLength = new Uint8Array([
        credentialId.length >> 8,
        credentialId.length & 0xff,
      ])
      const authData = concat(
        sha256(context.rpId),
        new Uint8Array([flags]),
        u32(counter),
        new Uint8Array(16),
        credentialIdLength,
        credentialId,
        coseKey(),
      )
      const attestationObject = cborEncode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', context)),
          attestationObject: b64url(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
      }
    },
    /** `navigator.credentials.get()`'s answer, signed with this credential's key. */
    assert(context: CeremonyContext & { userVerified?: boolean; key?: KeyObject }) {
      counter += 1
      const flags = FLAG_UP | (context.userVerified === false ? 0 : FLAG_UV)
      const authData = concat(sha256(context.rpId), new Uint8Array([flags]), u32(counter))
      const data = clientData('webauthn.get', context)
      const signature = sign('sha256', concat(authData, sha256(data)), context.key ?? privateKey)
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(new Uint8Array(signature)),
          ...(userHandle ? { userHandle: b64url(userHandle) } : {}),
        },
        clientExtensionResults: {},
      }
    },
  }
}
