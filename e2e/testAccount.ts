import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { TEST_MNEMONIC } from './wallet/mnemonic'

/** Account `index` of the test mnemonic (prefunded on the dev chains), as a viem local account. */
export function testAccount(index = 0): HDAccount {
  return mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
}
