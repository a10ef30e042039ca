import type { Address, HDAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** The public anvil/hardhat test mnemonic: these keys are for local dev chains only. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many of its accounts this wallet holds (indexes 0 to 4, all prefunded by anvil). */
export const WALLET_ACCOUNT_COUNT = 5

export interface WalletAccount {
  index: number
  address: Address
  account: HDAccount
}

/** The wallet's accounts, derived from the test mnemonic (m/44'/60'/0'/0/index). */
export function testAccounts(count = WALLET_ACCOUNT_COUNT): WalletAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
    return { index, address: account.address, account }
  })
}

/** The held account with this address (any letter case), if any. */
export function findAccount(
  accounts: readonly WalletAccount[],
  address: unknown,
): WalletAccount | undefined {
  if (typeof address !== 'string') return undefined
  return accounts.find((entry) => entry.address.toLowerCase() === address.toLowerCase())
}
