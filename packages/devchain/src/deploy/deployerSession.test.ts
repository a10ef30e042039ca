import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployerAccount } from '../accounts/testAccounts'
import { clientFor, testChain } from '../test/testChain'
import { DEPLOYER_BALANCE, deployerSession } from './deployerSession'

describe('deployerSession', () => {
  it('gives a deployer without ETH gas money before its first transaction', async () => {
    const anvil = await testChain()
    const session = deployerSession(31337, anvil.rpcUrl)
    const client = clientFor(anvil)
    expect(await client.getBalance({ address: deployerAccount.address })).toBe(0n)
    await session.transact('A transfer', (wallet) =>
      wallet.sendTransaction({ to: wallet.account.address }),
    )
    const balance = await client.getBalance({ address: deployerAccount.address })
    expect(balance).toBeLessThan(DEPLOYER_BALANCE)
    expect(balance).toBeGreaterThan(DEPLOYER_BALANCE - parseEther('0.01'))
    expect(await client.getTransactionCount({ address: deployerAccount.address })).toBe(1)
  })

  it('leaves a deployer that has enough ETH as it is', async () => {
    const anvil = await testChain()
    const client = clientFor(anvil)
    await client.setBalance({ address: deployerAccount.address, value: DEPLOYER_BALANCE / 2n })
    await deployerSession(31337, anvil.rpcUrl).transact('A transfer', (wallet) =>
      wallet.sendTransaction({ to: wallet.account.address }),
    )
    const balance = await client.getBalance({ address: deployerAccount.address })
    expect(balance).toBeLessThan(DEPLOYER_BALANCE / 2n)
    expect(balance).toBeGreaterThan(DEPLOYER_BALANCE / 2n - parseEther('0.01'))
  })

  it('fails naming the transaction when it reverted', async () => {
    const anvil = await testChain()
    const session = deployerSession(31337, anvil.rpcUrl)
    let sent = ''
    // Init code that is a single INVALID opcode, with gas given so that nothing estimates it.
    await expect(
      session.transact('Deploying junk', async (wallet) => {
        sent = await wallet.sendTransaction({ to: null, data: '0xfe', gas: 100_000n })
        return sent as `0x${string}`
      }),
    ).rejects.toThrow(/^Deploying junk on chain 31337 failed: transaction 0x[0-9a-f]{64} reverted$/)
    expect(sent).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('passes on an error of the send itself', async () => {
    const anvil = await testChain()
    await expect(
      deployerSession(31337, anvil.rpcUrl).transact('Nothing', () =>
        Promise.reject(new Error('refused')),
      ),
    ).rejects.toThrow('refused')
  })
})
