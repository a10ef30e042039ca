import {
  type Address,
  createTestClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
  publicActions,
} from 'viem'
import { paymasterFunderAccount } from '../accounts/testAccounts'

const ENTRY_POINT_ABI = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function depositTo(address account) payable',
])

/** The deposit the dev paymaster is topped up to, when it holds less than a tenth of it. */
export const DEV_PAYMASTER_DEPOSIT = parseEther('100')

/**
 * Tops up the dev paymaster's deposit at the EntryPoint (what it pays sponsored gas from) to
 * DEV_PAYMASTER_DEPOSIT when it holds less than a tenth of it: one `depositTo` from the funder
 * account, whose balance anvil sets first. Answers whether it deposited. Dev stack only: a real
 * chain's operator funds their paymaster.
 */
export async function fundPaymaster(
  rpcUrl: string,
  { entryPoint, paymaster }: { entryPoint: Address; paymaster: Address },
): Promise<boolean> {
  const client = createTestClient({
    mode: 'anvil',
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const deposit = await client.readContract({
    address: entryPoint,
    abi: ENTRY_POINT_ABI,
    functionName: 'balanceOf',
    args: [paymaster],
  })
  if (deposit >= DEV_PAYMASTER_DEPOSIT / 10n) return false
  const value = DEV_PAYMASTER_DEPOSIT - deposit
  await client.setBalance({
    address: paymasterFunderAccount.address,
    value: value + parseEther('1'),
  })
  const wallet = createWalletClient({ account: paymasterFunderAccount, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    address: entryPoint,
    abi: ENTRY_POINT_ABI,
    functionName: 'depositTo',
    args: [paymaster],
    value,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`The paymaster deposit ${hash} reverted`)
  return true
}
