import { DEV_SOLANA_SEED } from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { sha256, stringToBytes } from 'viem'

/**
 * The dev Solana account the wallet holds: `account/6` of the dev SVM's funded keys (seed
 * sha256(`${DEV_SOLANA_SEED}/account/6`), as @foyer/devchain's `devSolanaSigner(6)`); public
 * like anvil's test mnemonic, for local dev chains only. No other test uses account 6.
 */
export const WALLET_SOLANA_ACCOUNT_INDEX = 6

export interface SolanaKey {
  /** The base58 address (the ed25519 public key). */
  address: string
  publicKey: Uint8Array
  /** Signs bytes (ed25519): the 64-byte signature. */
  sign(bytes: Uint8Array): Uint8Array
}

export function devSolanaKey(index = WALLET_SOLANA_ACCOUNT_INDEX): SolanaKey {
  const seed = sha256(stringToBytes(`${DEV_SOLANA_SEED}/account/${index}`), 'bytes')
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: base58.encode(publicKey),
    publicKey,
    sign: (bytes) => ed25519.sign(bytes, seed),
  }
}
