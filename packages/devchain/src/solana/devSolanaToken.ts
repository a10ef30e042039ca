import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { devSolanaPrivateKey } from './devSolanaKeys'

/**
 * The dev SVM's SPL token (classic SPL Token program): "Foyer USD" on Solana, 6 decimals like
 * the EVM dev FUSD and priced as it. Its mint keypair derives from the dev seed (`mint/FUSD`), so
 * the mint address is the same on every run; dev account 0 is its mint authority.
 */
export const DEV_SOLANA_TOKEN = {
  mint: '5DZUyd5ZHhVmpMpUs1KU5aEKJwppBMG47aLQtH43mhLX',
  name: 'Foyer USD',
  symbol: 'FUSD',
  decimals: 6,
} as const

/** The mint's keypair (it signs the mint account's creation). */
export function devSolanaMintSigner(): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(devSolanaPrivateKey('mint/FUSD'))
}

/** Lamports each dev account starts with: 1,000 SOL. */
export const DEV_SOLANA_BALANCE = 1_000_000_000_000n
/** Dev FUSD each dev account's associated token account starts with: 10,000 FUSD. */
export const DEV_SOLANA_TOKEN_BALANCE = 10_000_000_000n
