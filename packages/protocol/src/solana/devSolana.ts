/**
 * The dev SVM's keys and token (`@foyer/devchain` runs it; public like anvil's test mnemonic:
 * never use these keys for anything of value). A dev key's 32-byte ed25519 private key is
 * sha256(`${DEV_SOLANA_SEED}/${label}`): the test accounts are labelled `account/0` to
 * `account/9`, the dev token's mint `mint/FUSD` (`devSolanaSigner(index)` and
 * `devSolanaPrivateKey(label)` of `@foyer/devchain` derive them). Each test account holds
 * 1,000 SOL and 10,000 dev FUSD on a fresh dev SVM.
 */
/** The dev seed every dev Solana key derives from. */
export const DEV_SOLANA_SEED = 'foyer dev solana'

/** How many funded test accounts the dev SVM has. */
export const DEV_SOLANA_ACCOUNT_COUNT = 10

/**
 * The test accounts' addresses, by index (devchain's devSolanaKeys.test.ts derives them again
 * from the seed), so that code that only needs an address does not derive keys.
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
