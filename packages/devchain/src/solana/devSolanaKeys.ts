import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

/**
 * The dev seed every dev Solana key derives from (public, like anvil's test mnemonic: never use
 * these keys for anything of value). A key's 32-byte ed25519 private key is
 * sha256(`${DEV_SOLANA_SEED}/${label}`); the test accounts are labelled `account/0` to
 * `account/9`, the dev token's mint `mint/FUSD`.
 */
export const DEV_SOLANA_SEED = 'foyer dev solana'

/** How many funded test accounts the dev SVM has. */
export const DEV_SOLANA_ACCOUNT_COUNT = 10

/** The 32-byte ed25519 private key (seed) of a dev key. */
export function devSolanaPrivateKey(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${DEV_SOLANA_SEED}/${label}`).digest())
}

/**
 * Test account `index` (0 to 9) as a `@solana/kit` signer: funded with DEV_SOLANA_BALANCE SOL
 * and DEV_SOLANA_TOKEN_BALANCE of the dev FUSD on the dev SVM. Account 0 is also the dev token's
 * mint authority.
 */
export function devSolanaSigner(index: number): Promise<KeyPairSigner> {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_SOLANA_ACCOUNT_COUNT) {
    throw new RangeError(`There are ${DEV_SOLANA_ACCOUNT_COUNT} dev Solana accounts, not #${index}`)
  }
  return createKeyPairSignerFromPrivateKeyBytes(devSolanaPrivateKey(`account/${index}`))
}

/**
 * The test accounts' addresses, by index (devSolanaKeys.test.ts derives them again from the
 * seed), so that code that only needs an address does not derive keys.
 */
export const DEV_SOLANA_ADDRESSES = [
  'B1AJQNMXAWcWzkbsaVVcbFa4D74YeqZkscmKSXHKCG7e',
  '8Xn9u5BjLzaUw6JaezgojJYKDx72yRvHesoRrS64KD1L',
  'Gk51u5XUV9BV7pLsDZRQDSM5xQnC9z4j65deJqJ4yTZy',
  'GbLo1BSgm8ApcwxD7pQQ43JTCwE1stZYCPUCQha1aZNN',
  'CzG5dYpGc2oNLMmHT5oJdhWuE5m2vQdktYbR3W3YuSHr',
  'BkiBa2zNfbmV5sQWpT1i2CbHYeQJcPQWLoxGQdLMxVWL',
  '7Qfoeni9pPXGiiEtt3YwGZsVZgQGtEP52jD1FAHc8uNt',
  '7kh9pbkw4GRrko5q7gyjRAvc4wECaeJkeJULTMuVQ3pm',
  'GMPdKZzayipKS8niPLSKd5zfGBopFpJNUFZEVkQd97qg',
  '8yeBYhAti4k898wWGFsA9Qnk2DSG6za38vbf5oPo4nEt',
] as const
