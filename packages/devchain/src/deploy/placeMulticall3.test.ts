import { MULTICALL3_ADDRESS } from '@foyer/protocol'
import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { activity, clientFor, testChain } from '../test/testChain'
import { placeMulticall3 } from './placeMulticall3'

describe('placeMulticall3', () => {
  it('places a working Multicall3 at its address, once', async () => {
    const anvil = await testChain()
    const client = clientFor(anvil)
    const before = await activity(anvil)
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBeUndefined()
    await placeMulticall3(client, anvil.rpcUrl)
    const code = await client.getCode({ address: MULTICALL3_ADDRESS })
    expect(code?.length).toBeGreaterThan(1000)
    const chainId = await client.readContract({
      address: MULTICALL3_ADDRESS,
      abi: parseAbi(['function getChainId() view returns (uint256)']),
      functionName: 'getChainId',
    })
    expect(chainId).toBe(31337n)
    // No transaction: no block, no nonce.
    expect(await activity(anvil)).toEqual(before)
    // Already there: left alone.
    await placeMulticall3(client, anvil.rpcUrl)
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(code)
  })
})
