import { describe, expect, it } from 'vitest'
import { deployerAccount, testAddresses } from '../accounts/testAccounts'
import {
  foyerPriceOracleAbi,
  foyerPriceOracleBytecode,
} from '../contracts/foyerPriceOracleArtifact'
import { deployArtifact, deploySource } from '../test/deploySource'
import { clientFor, testChain } from '../test/testChain'
import { readPriceOracle } from './readPriceOracle'

describe('readPriceOracle', () => {
  it("accepts the deployer's FoyerPriceOracle", async () => {
    const anvil = await testChain()
    await clientFor(anvil).setBalance({ address: deployerAccount.address, value: 10n ** 18n })
    const { address } = await deployArtifact(anvil, foyerPriceOracleAbi, foyerPriceOracleBytecode, {
      account: deployerAccount,
    })
    expect(await readPriceOracle(clientFor(anvil), 31337, address)).toBe(address)
  })

  it('refuses a FoyerPriceOracle that another account owns', async () => {
    const anvil = await testChain()
    const { address } = await deployArtifact(anvil, foyerPriceOracleAbi, foyerPriceOracleBytecode)
    await expect(readPriceOracle(clientFor(anvil), 31337, address)).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FoyerPriceOracle (found one owned by ${testAddresses[0]}); reset this chain's state to redeploy`,
    )
  })

  it('refuses an oracle with other decimals', async () => {
    const anvil = await testChain()
    const { address } = await deploySource(
      anvil,
      'Oracle',
      'contract Oracle { address public owner = msg.sender; uint8 public decimals = 18; }',
    )
    await expect(readPriceOracle(clientFor(anvil), 31337, address)).rejects.toThrow(
      'is not FoyerPriceOracle (found no price oracle)',
    )
  })

  it('refuses an address without code', async () => {
    const anvil = await testChain()
    await expect(readPriceOracle(clientFor(anvil), 31337, deployerAccount.address)).rejects.toThrow(
      'is not FoyerPriceOracle (found no price oracle)',
    )
  })
})
