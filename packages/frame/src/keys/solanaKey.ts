import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { getBase58Decoder } from '@solana/kit'
import { type Hex, hexToBytes } from 'viem'

/**
 * The HKDF-SHA256 `info` of the Solana key (docs/security.md, "The key"): a fixed label, so the
 * same wallet secret always gives the same Solana key and no other use of the secret can.
 */
export const SOLANA_KEY_INFO = 'foyer wallet solana ed25519 v1'

/** The wallet's Solana account: its address, and a signer whose seed never leaves this closure. */
export type SolanaKey = {
  /** The ed25519 public key in base58: the Solana address. */
  address: string
  /** The 32 public key bytes. */
  publicKey: Uint8Array
  /** An ed25519 signature (64 bytes) of `bytes`. */
  sign(bytes: Uint8Array): Uint8Array
}

/**
 * The wallet's Solana key, derived from the wallet secret rebuilt from the shares (the secp256k1
 * key): seed = HKDF-SHA256(ikm = the 32 key bytes, salt = none, info = SOLANA_KEY_INFO, 32 bytes).
 * Nothing new is stored or sent: the same two shares recover both keys.
 */
export function deriveSolanaKey(walletKey: Hex): SolanaKey {
  const secret = hexToBytes(walletKey)
  const seed = hkdf(sha256, secret, undefined, new TextEncoder().encode(SOLANA_KEY_INFO), 32)
  secret.fill(0)
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    sign: (bytes) => ed25519.sign(bytes, seed),
  }
}
