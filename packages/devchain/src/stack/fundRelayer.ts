import { type Address, createTestClient, http, parseEther, publicActions } from 'viem'
import { devRelayerAccount } from '../accounts/testAccounts'

/** The balance the dev relayer is given, when it holds less than a tenth of it. */
export const DEV_RELAYER_BALANCE = parseEther('100')

/**
 * Gives the relayer (the API's dev relayer unless told: it pays the gas of the session
 * revocations it sends) DEV_RELAYER_BALANCE with `anvil_setBalance` when it holds less than a
 * tenth of it. No transaction: no value moves (the indexer tests count every native transfer from
 * genesis). Answers whether it set the balance. Dev stack only: a real chain's operator funds
 * their relayer (docs/deploy.md).
 */
export async function fundRelayer(
  rpcUrl: string,
  relayer: Address = devRelayerAccount.address,
): Promise<boolean> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  const balance = await client.getBalance({ address: relayer })
  if (balance >= DEV_RELAYER_BALANCE / 10n) return false
  await client.setBalance({ address: relayer, value: DEV_RELAYER_BALANCE })
  return true
}
