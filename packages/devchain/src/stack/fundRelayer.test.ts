import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devRelayerAccount } from '../accounts/testAccounts'
import { activity, clientFor, testChain } from '../test/testChain'
import { DEV_RELAYER_BALANCE, fundRelayer } from './fundRelayer'

describe('fundRelayer', () => {
  it('gives the dev relayer its balance without a transaction, once, then leaves it', async () => {
    const anvil = await testChain()
    const client = clientFor(anvil)
    const balance = () => client.getBalance({ address: devRelayerAccount.address })
    const before = await activity(anvil)
    expect(await balance()).toBe(0n)
    expect(await fundRelayer(anvil.rpcUrl)).toBe(true)
    expect(await balance()).toBe(DEV_RELAYER_BALANCE)
    expect(await fundRelayer(anvil.rpcUrl)).toBe(false)
    // Spent down below a tenth, it is given its balance again.
    await client.setBalance({ address: devRelayerAccount.address, value: parseEther('1') })
    expect(await fundRelayer(anvil.rpcUrl)).toBe(true)
    expect(await balance()).toBe(DEV_RELAYER_BALANCE)
    expect(await activity(anvil)).toEqual(before)
  })
})
