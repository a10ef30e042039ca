import { createHash } from 'node:crypto'
import { DEV_SOLANA_ACCOUNT_COUNT, DEV_SOLANA_SEED } from '@foyer/protocol'
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

export { DEV_SOLANA_ACCOUNT_COUNT, DEV_SOLANA_ADDRESSES, DEV_SOLANA_SEED } from '@foyer/protocol'

/**
 * The 32-byte ed25519 private key (seed) of a dev key: sha256(`${DEV_SOLANA_SEED}/${label}`)
 * (protocol's devSolana.ts names the labels).
 */
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
