import { parseEventLogs, stringToHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { testAccounts, testAddresses } from '../accounts/testAccounts'
import { deployArtifact } from '../test/deploySource'
import { clientFor, revertOf, testChain } from '../test/testChain'
import { foyerPriceOracleAbi, foyerPriceOracleBytecode } from './foyerPriceOracleArtifact'

const usd = stringToHex('usd', { size: 32 })
const FUSD = '0xC064BA4F8D097c65089a379f4A94E7cC15132CB4'

/** An oracle deployed by test account 0, which owns it. */
async function oracle() {
  const anvil = await testChain()
  const { address } = await deployArtifact(anvil, foyerPriceOracleAbi, foyerPriceOracleBytecode)
  return { client: clientFor(anvil), contract: { address, abi: foyerPriceOracleAbi } as const }
}

describe('FoyerPriceOracle', () => {
  it('is owned by its deployer, has 8 decimals and no prices yet', async () => {
    const { client, contract } = await oracle()
    expect(await client.readContract({ ...contract, functionName: 'owner' })).toBe(testAddresses[0])
    expect(await client.readContract({ ...contract, functionName: 'decimals' })).toBe(8)
    expect(
      await client.readContract({ ...contract, functionName: 'priceOf', args: [zeroAddress, usd] }),
    ).toBe(0n)
  })

  it('keeps the price its owner sets, per asset and currency, and says so in an event', async () => {
    const { client, contract } = await oracle()
    const hash = await client.writeContract({
      ...contract,
      account: testAccounts[0] ?? zeroAddress,
      chain: null,
      functionName: 'setPrice',
      args: [FUSD, usd, 100_000_000n],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: foyerPriceOracleAbi, logs: receipt.logs })
    expect(event?.eventName).toBe('PriceSet')
    expect(event?.args).toEqual({ asset: FUSD, currency: usd, price: 100_000_000n })
    const priceOf = (asset: `0x${string}`, currency: `0x${string}`) =>
      client.readContract({ ...contract, functionName: 'priceOf', args: [asset, currency] })
    expect(await priceOf(FUSD, usd)).toBe(100_000_000n)
    expect(await priceOf(FUSD, stringToHex('eur', { size: 32 }))).toBe(0n)
    expect(await priceOf(zeroAddress, usd)).toBe(0n)
  })

  it('refuses a price from another account', async () => {
    const { client, contract } = await oracle()
    const stranger = testAccounts[1]
    if (!stranger) throw new Error('no test account')
    expect(
      await revertOf(
        client.simulateContract({
          ...contract,
          account: stranger,
          functionName: 'setPrice',
          args: [FUSD, usd, 1n],
        }),
      ),
    ).toMatchObject({ errorName: 'NotOwner', args: [stranger.address] })
  })
})
