import { DEV_PAYMASTER_SIGNER_KEY, DEV_RELAYER_KEY } from '@foyer/protocol'
import { type Address, type HDAccount, type Hex, type PrivateKeyAccount, toHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'

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
 * The dev key that approves gas sponsorship (FoyerPaymaster's signer on the dev chains; the API
 * signs with it in dev mode): index 102 of the test mnemonic, as @foyer/protocol's
 * DEV_PAYMASTER_SIGNER_KEY. A real chain's paymaster names the operator's own key.
 */
export const devPaymasterSigner: PrivateKeyAccount = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY)

/**
 * The dev bundler's executor (alto's `--executor-private-keys`): index 103 of the test mnemonic.
 * It sends the bundles and pays their gas; anvil does not fund it (only indexes 0–9), so
 * startBundler sets its balance with `anvil_setBalance` (no transaction, no value moved).
 */
export const bundlerExecutorAccount: HDAccount = mnemonicToAccount(TEST_MNEMONIC, {
  addressIndex: 103,
})

/**
 * The dev bundler's utility account (alto's `--utility-private-key`): index 104 of the test
 * mnemonic. It deploys alto's simulation contracts through the CREATE2 factory at its first start
 * on a chain and receives the bundles' fees (the beneficiary of `handleOps`).
 */
export const bundlerUtilityAccount: HDAccount = mnemonicToAccount(TEST_MNEMONIC, {
  addressIndex: 104,
})

/** The private key of one of the accounts above (dev chains only: the mnemonic is public). */
export function privateKeyOf(account: HDAccount): Hex {
  const key = account.getHdKey().privateKey
  if (!key) throw new Error(`No private key for ${account.address}`)
  return toHex(key)
}

/**
 * Funds the dev paymaster's deposit at the EntryPoint on the dev stack (fundPaymaster): index 105
 * of the test mnemonic, given its balance with `anvil_setBalance`, so that no test account's
 * history shows the deposit.
 */
export const paymasterFunderAccount: HDAccount = mnemonicToAccount(TEST_MNEMONIC, {
  addressIndex: 105,
})

/**
 * The API's dev relayer (it sends owner-signed session revocations and pays their gas): index 106
 * of the test mnemonic, as @foyer/protocol's DEV_RELAYER_KEY. The dev stack gives it a balance
 * with `anvil_setBalance` (fundRelayer), so no test account's history shows it.
 */
export const devRelayerAccount: PrivateKeyAccount = privateKeyToAccount(DEV_RELAYER_KEY)
