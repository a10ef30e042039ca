import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployDevContracts } from '../deploy/deployDevContracts'
import { clientFor, testChain } from '../test/testChain'
import { DEV_PAYMASTER_DEPOSIT, fundPaymaster } from './fundPaymaster'

describe('fundPaymaster', () => {
  it('tops the dev paymaster deposit up once, then leaves it', async () => {
    const anvil = await testChain()
    const { smartAccounts } = await deployDevContracts({
      chainId: 31337,
      rpcUrl: anvil.rpcUrl,
      publicApiUrl: 'http://localhost:8787',
    })
    if (!smartAccounts) throw new Error('no smart account contracts')
    const deposit = () =>
      clientFor(anvil).readContract({
        address: smartAccounts.entryPoint,
        abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [smartAccounts.paymaster],
      })
    expect(await deposit()).toBe(0n)
    expect(await fundPaymaster(anvil.rpcUrl, smartAccounts)).toBe(true)
    expect(await deposit()).toBe(DEV_PAYMASTER_DEPOSIT)
    expect(await fundPaymaster(anvil.rpcUrl, smartAccounts)).toBe(false)
  })
})
