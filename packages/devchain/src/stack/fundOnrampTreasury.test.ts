import { DEV_ONRAMP_TREASURY } from '@foyer/protocol'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../anvil/startAnvil'
import { deployDevContracts } from '../deploy/deployDevContracts'
import {
  DEV_ONRAMP_TREASURY_BALANCE,
  DEV_ONRAMP_TREASURY_TOKENS,
  fundOnrampTreasury,
} from './fundOnrampTreasury'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describe('fundOnrampTreasury', () => {
  it('gives the treasury coins and each dev token, keeping totalSupply the sum; once', async () => {
    const { tokens } = await deployDevContracts({
      chainId: 31337,
      rpcUrl: anvil.rpcUrl,
      publicApiUrl: 'http://localhost:8787',
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const supplies = await Promise.all(
      tokens.map((token) =>
        client.readContract({ address: token.address, abi: erc20Abi, functionName: 'totalSupply' }),
      ),
    )
    expect(await fundOnrampTreasury(anvil.rpcUrl, tokens)).toBe(true)
    expect(await client.getBalance({ address: DEV_ONRAMP_TREASURY })).toBe(
      DEV_ONRAMP_TREASURY_BALANCE,
    )
    for (const [index, token] of tokens.entries()) {
      const units = DEV_ONRAMP_TREASURY_TOKENS * 10n ** BigInt(token.decimals)
      expect(
        await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [DEV_ONRAMP_TREASURY],
        }),
      ).toBe(units)
      expect(
        await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'totalSupply',
        }),
      ).toBe((supplies[index] ?? 0n) + units)
    }
    expect(await fundOnrampTreasury(anvil.rpcUrl, tokens)).toBe(false)
  }, 60_000)
})
