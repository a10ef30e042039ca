import type { Address, HDAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** The well-known anvil/hardhat test mnemonic. Its keys are public: dev chains only. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts anvil funds with ETH from the test mnemonic. */
export const TEST_ACCOUNT_COUNT = 10

/** The accounts anvil prefunds (indexes 0–9), which the deployer also funds with tokens. */
export const testAccounts: readonly HDAccount[] = Array.from(
  { length: TEST_ACCOUNT_COUNT },
  (_, addressIndex) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex }),
)

export const testAddresses: readonly Address[] = testAccounts.map((account) => account.address)

/**
 * The account that deploys the dev tokens: index 100 of the test mnemonic, which nothing else
 * uses, so its nonces 0 and 1 always create the tokens at the same addresses on every chain.
 */
export const deployerAccount: HDAccount = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 100 })

/**
 * The account that deploys the ENS contracts (names in other apps): index 101 of the test
 * mnemonic. Its own nonces 0 to 2 create the registry and the resolvers, so they land at the
 * same addresses on every chain whatever the token deployer has sent before.
 */
export const namesDeployerAccount: HDAccount = mnemonicToAccount(TEST_MNEMONIC, {
  addressIndex: 101,
})

/**
 * The dev key that approves gas sponsorship (FoyerPaymaster's signer on the dev chains): index
 * 102 of the test mnemonic. A real chain's paymaster names the operator's own key.
 */
export const devPaymasterSigner: HDAccount = mnemonicToAccount(TEST_MNEMONIC, {
  addressIndex: 102,
})
