import {
  type Abi,
  type Address,
  createWalletClient,
  getAddress,
  http,
  type LocalAccount,
} from 'viem'
import { testAccounts } from '../accounts/testAccounts'
import type { Anvil } from '../anvil/startAnvil'
import { compileSource } from '../contracts/compileContract'
import { clientFor } from './testChain'

/**
 * Compiles a test-only contract (`contract <name>` in `body`, pragma and licence added) and
 * deploys it from `account` (test account 0 unless told). Returns its address and ABI.
 */
export async function deploySource(
  anvil: Anvil,
  contractName: string,
  body: string,
  { args = [], account = testAccounts[0] }: { args?: unknown[]; account?: LocalAccount } = {},
): Promise<{ address: Address; abi: Abi }> {
  const source = `// SPDX-License-Identifier: MIT\npragma solidity 0.8.37;\n${body}`
  const { abi, bytecode } = compileSource(source, { sourceName: 'Test.sol', contractName })
  return deployArtifact(anvil, abi, bytecode, { args, account })
}

/** Deploys compiled code from `account` (test account 0 unless told). */
export async function deployArtifact(
  anvil: Anvil,
  abi: Abi,
  bytecode: `0x${string}`,
  { args = [], account = testAccounts[0] }: { args?: unknown[]; account?: LocalAccount } = {},
): Promise<{ address: Address; abi: Abi }> {
  if (!account) throw new Error('no test account')
  const wallet = createWalletClient({ account, transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({ chain: null, abi, bytecode, args })
  const receipt = await clientFor(anvil).waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the test contract was not deployed')
  return { address: getAddress(receipt.contractAddress), abi }
}
