import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployerAccount } from '../accounts/testAccounts'
import {
  foyerPriceOracleAbi,
  foyerPriceOracleBytecode,
} from '../contracts/foyerPriceOracleArtifact'
import { activity, clientFor, testChain } from '../test/testChain'
import { deployerSession } from './deployerSession'
import { devContractAddress } from './devContractAddress'
import { ensureDeployed } from './ensureDeployed'

const deployOracle = (wallet: Parameters<Parameters<typeof ensureDeployed>[3]>[0]) =>
  wallet.deployContract({ abi: foyerPriceOracleAbi, bytecode: foyerPriceOracleBytecode })

async function spendNonces(rpcUrl: string, count: number) {
  const session = deployerSession(31337, rpcUrl)
  for (let index = 0; index < count; index++) {
    await session.transact('A transfer', (wallet) =>
      wallet.sendTransaction({ to: wallet.account.address }),
    )
  }
}

describe('ensureDeployed', () => {
  it('deploys the contract of a nonce where no code is', async () => {
    const anvil = await testChain()
    await spendNonces(anvil.rpcUrl, 2)
    const session = deployerSession(31337, anvil.rpcUrl)
    const address = await ensureDeployed(session, 2, 'the oracle', deployOracle)
    expect(address).toBe(devContractAddress(2))
    expect(await clientFor(anvil).getCode({ address })).toMatch(/^0x[0-9a-f]{10,}$/)
  })

  it('leaves code already at the address alone, whatever it is', async () => {
    const anvil = await testChain()
    await clientFor(anvil).setCode({ address: devContractAddress(2), bytecode: '0x00' })
    const before = await activity(anvil)
    const session = deployerSession(31337, anvil.rpcUrl)
    expect(await ensureDeployed(session, 2, 'the oracle', deployOracle)).toBe(devContractAddress(2))
    expect(await activity(anvil)).toEqual(before)
  })

  it('refuses when the deployer is past the nonce', async () => {
    const anvil = await testChain()
    await spendNonces(anvil.rpcUrl, 3)
    const session = deployerSession(31337, anvil.rpcUrl)
    await expect(ensureDeployed(session, 2, 'the oracle', deployOracle)).rejects.toThrow(
      `Cannot deploy the oracle on chain 31337 at ${devContractAddress(2)}: the deployer ${deployerAccount.address} has nonce 3, expected 2`,
    )
  })

  it('refuses when the deployer has not reached the nonce yet', async () => {
    const anvil = await testChain()
    await clientFor(anvil).setBalance({ address: deployerAccount.address, value: parseEther('1') })
    const session = deployerSession(31337, anvil.rpcUrl)
    await expect(ensureDeployed(session, 2, 'the oracle', deployOracle)).rejects.toThrow(
      'has nonce 0, expected 2',
    )
    expect((await activity(anvil)).nonce).toBe(0)
  })

  it('fails when the deployment reverts', async () => {
    const anvil = await testChain()
    const session = deployerSession(31337, anvil.rpcUrl)
    await expect(
      ensureDeployed(session, 0, 'junk', (wallet) =>
        wallet.sendTransaction({ to: null, data: '0xfe', gas: 100_000n }),
      ),
    ).rejects.toThrow(/^Deploying junk on chain 31337 failed: transaction 0x[0-9a-f]{64} reverted$/)
  })
})
