import { fromBase64url, toBase64url } from '../encoding/base64url'

const VERSION = 'v1'
const IV_BYTES = 12
const KEY_BYTES = 32

/**
 * AES-256-GCM under a 32-byte key (WebCrypto, imported non-extractable for the one call), a random
 * 96-bit IV and `associatedData` authenticated: `v1.<iv>.<ciphertext+tag>`, parts base64url.
 */
export async function sealBytes(
  key: Uint8Array,
  plain: Uint8Array,
  associatedData: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(associatedData) },
    await importAesKey(key, 'encrypt'),
    new Uint8Array(plain),
  )
  return [VERSION, toBase64url(iv), toBase64url(new Uint8Array(sealed))].join('.')
}

/**
 * The bytes `sealBytes` sealed; undefined when the box is malformed, or the key, the associated
 * data or a byte of it differs (GCM's tag check). The caller names the failure.
 */
export async function openBytes(
  key: Uint8Array,
  box: string,
  associatedData: string,
): Promise<Uint8Array | undefined> {
  const [version, ivText, sealedText, ...rest] = box.split('.')
  if (version !== VERSION || !ivText || !sealedText || rest.length > 0) return undefined
  try {
    const iv = fromBase64url(ivText)
    if (iv.length !== IV_BYTES) return undefined
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(associatedData) },
      await importAesKey(key, 'decrypt'),
      fromBase64url(sealedText),
    )
    return new Uint8Array(plain)
  } catch {
    return undefined
  }
}

function importAesKey(key: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  if (key.length !== KEY_BYTES) throw new Error('An AES-256 key is 32 bytes')
  return crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'AES-GCM' }, false, [usage])
}
