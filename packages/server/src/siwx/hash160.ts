import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'

/** Bitcoin's HASH160: RIPEMD-160 of SHA-256. */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data))
}
