import { join } from 'node:path'
import {
  createTestClient,
  getContractAddress,
  http,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { deployerAccount, testAddresses } from '../accounts/testAccounts'
import { type Anvil, startAnvil } from '../anvil/startAnvil'
import { foyerTokenAbi } from '../contracts/foyerTokenArtifact'
import { tempDir } from '../test/tempDir'
import { deployDevTokens } from './deployDevTokens'

const running: Anvil[] = []
async function start(stateFile?: string): Promise<Anvil> {
  const anvil = await startAnvil({ chainId: 31337, port: 0, ...(stateFile ? { stateFile } : {}) })
  running.push(anvil)
  return anvil
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((anvil) => anvil.stop()))
})
function clientFor(anvil: Anvil) {
  return createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
}
async function activity(anvil: Anvil) {
  const client = clientFor(anvil)
  return {
    block: await client.getBlockNumber(),
    nonce: await client.getTransactionCount({ address: deployerAccount.address }),
  }
}

describe('deployDevTokens', () => {
  it('deploys FUSD and FOY and funds every test account with 10,000 of each', async () => {
    const anvil = await start()
    const deployment = await deployDevTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl })
    expect(deployment).toEqual({
      chainId: 31337,
      rpcUrl: anvil.rpcUrl,
      tokens: [
        {
          address: getContractAddress({ from: deployerAccount.address, nonce: 0n }),
          name: 'Foyer USD',
          symbol: 'FUSD',
          decimals: 6,
        },
        {
          address: getContractAddress({ from: deployerAccount.address, nonce: 1n }),
          name: 'Foyer Token',
          symbol: 'FOY',
          decimals: 18,
        },
      ],
    })
    const client = clientFor(anvil)
    for (const token of deployment.tokens) {
      const contract = { address: token.address, abi: foyerTokenAbi } as const
      for (const holder of testAddresses) {
        expect(
          await client.readContract({ ...contract, functionName: 'balanceOf', args: [holder] }),
        ).toBe(10_000n * 10n ** BigInt(token.decimals))
      }
      expect(await client.readContract({ ...contract, functionName: 'totalSupply' })).toBe(
        100_000n * 10n ** BigInt(token.decimals),
      )
    }
  })

  it('does nothing the second time and returns the same addresses', async () => {
    const anvil = await start()
    const first = await deployDevTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl })
    const before = await activity(anvil)
    expect(await deployDevTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl })).toEqual(first)
    expect(await activity(anvil)).toEqual(before)
  })

  it('finds its tokens on a chain resumed from the state file, with balances kept', async () => {
    const stateFile = join(await tempDir('foyer-deploy'), 'anvil.json')
    const first = await start(stateFile)
    const deployed = await deployDevTokens({ chainId: 31337, rpcUrl: first.rpcUrl })
    const [fusd] = deployed.tokens
    if (!fusd) throw new Error('no FUSD')
    const sender = clientFor(first)
    await sender.impersonateAccount({ address: testAddresses[1] ?? '0x' })
    const transfer = await sender.writeContract({
      account: testAddresses[1] ?? '0x',
      chain: null,
      address: fusd.address,
      abi: foyerTokenAbi,
      functionName: 'transfer',
      args: [testAddresses[2] ?? '0x', 5_000_000n],
    })
    await sender.waitForTransactionReceipt({ hash: transfer })
    await first.stop()

    const second = await start(stateFile)
    const before = await activity(second)
    const again = await deployDevTokens({ chainId: 31337, rpcUrl: second.rpcUrl })
    expect(again).toEqual({ ...deployed, rpcUrl: second.rpcUrl })
    expect(await activity(second)).toEqual(before)
    const balance = await clientFor(second).readContract({
      address: fusd.address,
      abi: foyerTokenAbi,
      functionName: 'balanceOf',
      args: [testAddresses[2] ?? '0x'],
    })
    expect(balance).toBe(10_005_000_000n)
  })

  it('refuses a node whose chain id is not the configured one', async () => {
    const anvil = await start()
    await expect(deployDevTokens({ chainId: 1, rpcUrl: anvil.rpcUrl })).rejects.toThrow(
      `${anvil.rpcUrl} is chain 31337, not the configured chain 1`,
    )
  })

  it('refuses to deploy when the deployer already used the nonce of a missing token', async () => {
    const anvil = await start()
    const client = clientFor(anvil)
    await client.setBalance({ address: deployerAccount.address, value: parseEther('1') })
    const hash = await client.sendTransaction({
      account: deployerAccount,
      chain: null,
      to: deployerAccount.address,
    })
    await client.waitForTransactionReceipt({ hash })
    await expect(deployDevTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl })).rejects.toThrow(
      `Cannot deploy FUSD on chain 31337 at ${getContractAddress({ from: deployerAccount.address, nonce: 0n })}: the deployer ${deployerAccount.address} has nonce 1, expected 0`,
    )
  })

  it('refuses another contract sitting at a token address', async () => {
    const anvil = await start()
    const address = getContractAddress({ from: deployerAccount.address, nonce: 0n })
    await clientFor(anvil).setCode({ address, bytecode: '0x00' })
    await expect(deployDevTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl })).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FUSD (found no token); reset this chain's state to redeploy`,
    )
  })
})
