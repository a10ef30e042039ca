import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
} from '@solana/kit'

/**
 * The test wallet's ed25519 seed for account `index` (32 bytes: `index + 1`, then 1…31), or the
 * given one (say a keypair the dev SVM funds). Test keys, never secrets.
 */
export function solanaTestSeed(index = 0): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? index + 1 : i))
}

export interface SolanaTestKey {
  keyPair: CryptoKeyPair
  address: Address
  publicKey: Uint8Array
}

/** The key pair (WebCrypto Ed25519, through @solana/kit) and base58 address of `seed`. */
export async function solanaTestKey(seed: Uint8Array): Promise<SolanaTestKey> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed, true)
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey))
  return { keyPair, address, publicKey }
}
