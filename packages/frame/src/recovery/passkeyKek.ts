import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { fromBase64url } from '../encoding/base64url'

/** The fixed PRF input of recovery: SHA-256("foyer recovery v1"). */
export const RECOVERY_PRF_SALT: Uint8Array = sha256(new TextEncoder().encode('foyer recovery v1'))

const INFO = 'foyer recovery passkey v1'

/**
 * KEK = HKDF-SHA256(prf output, salt = the credential id's bytes, info "foyer recovery passkey v1"),
 * 32 bytes. `credentialId` is base64url (WebAuthn's form); one KEK per passkey.
 */
export function derivePasskeyKek(prf: Uint8Array, credentialId: string): Uint8Array {
  if (prf.length < 32) throw new Error('A PRF output is 32 bytes')
  return hkdf(sha256, prf, fromBase64url(credentialId), new TextEncoder().encode(INFO), 32)
}
