import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { devSolanaPrivateKey } from './devSolanaKeys'

export { DEV_SOLANA_TOKEN } from '@foyer/protocol'

/** The mint's keypair (it signs the mint account's creation). */
export function devSolanaMintSigner(): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(devSolanaPrivateKey('mint/FUSD'))
}

/** Lamports each dev account starts with: 1,000 SOL. */
export const DEV_SOLANA_BALANCE = 1_000_000_000_000n
/** Dev FUSD each dev account's associated token account starts with: 10,000 FUSD. */
export const DEV_SOLANA_TOKEN_BALANCE = 10_000_000_000n
