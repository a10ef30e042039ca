import type { BitcoinAddress } from '@foyer/protocol'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesEqual } from './bytesEqual'
import { hash160 } from './hash160'

const PREFIX = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')

/** Whether `signature` has the form of a BIP-137 signature: 65 bytes, header 27 to 42. */
export function isBitcoinSignedMessageForm(signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  return signature.length === 65 && header >= 27 && header <= 42
}

/**
 * Checks a legacy "Bitcoin Signed Message" signature (BIP-137, what wallets that predate BIP-322
 * still return: 65 bytes, a header byte then r and s) of `message` by `address`: the key it
 * recovers must hash to a P2PKH address (compressed or not, as the header says), a P2WPKH
 * address or a P2SH-wrapped P2WPKH address (compressed). Whichever address type the header
 * claims, the recovered key decides (wallets disagree on the header). `false` for another key.
 */
export function verifyBitcoinSignedMessage(
  address: BitcoinAddress,
  message: string,
  signature: Uint8Array,
): boolean {
  if (!isBitcoinSignedMessageForm(signature)) return false
  const header = signature[0] as number
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  let publicKey: Uint8Array
  try {
    const point = secp256k1.Signature.fromCompact(signature.subarray(1))
      .addRecoveryBit(recovery)
      .recoverPublicKey(messageHash(message))
    publicKey = point.toRawBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(publicKey)
  switch (address.type) {
    case 'p2pkh':
      return bytesEqual(keyHash, address.program)
    case 'p2wpkh':
      return compressed && bytesEqual(keyHash, address.program)
    case 'p2sh': {
      const redeemScript = new Uint8Array([0x00, 0x14, ...keyHash])
      return compressed && bytesEqual(hash160(redeemScript), address.program)
    }
    default:
      return false
  }
}

/** The double SHA-256 of the prefixed message (Bitcoin Core's `signmessage`). */
function messageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const data = new Uint8Array([...PREFIX, ...compactSize(bytes.length), ...bytes])
  return sha256(sha256(data))
}

function compactSize(n: number): number[] {
  if (n < 0xfd) return [n]
  if (n <= 0xffff) return [0xfd, n & 0xff, n >> 8]
  return [0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff]
}
