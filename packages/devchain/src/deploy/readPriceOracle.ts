import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { deployerAccount } from '../accounts/testAccounts'
import { foyerPriceOracleAbi } from '../contracts/foyerPriceOracleArtifact'
import { wrongContractError } from './wrongContractError'

export const PRICE_ORACLE_LABEL = 'FoyerPriceOracle'
export const PRICE_DECIMALS = 8

/**
 * Checks that the contract at `address` is a FoyerPriceOracle of the deployer (8 decimals,
 * owned by the deployer), so that the deployer can set its prices.
 */
export async function readPriceOracle(
  client: PublicClient,
  chainId: number,
  address: Address,
): Promise<Address> {
  const contract = { address, abi: foyerPriceOracleAbi } as const
  const found = await Promise.all([
    client.readContract({ ...contract, functionName: 'owner' }),
    client.readContract({ ...contract, functionName: 'decimals' }),
  ]).catch(() => undefined)
  if (!found || found[1] !== PRICE_DECIMALS) {
    throw wrongContractError(chainId, address, PRICE_ORACLE_LABEL, 'no price oracle')
  }
  const [owner] = found
  if (!isAddressEqual(owner, deployerAccount.address)) {
    throw wrongContractError(chainId, address, PRICE_ORACLE_LABEL, `one owned by ${owner}`)
  }
  return address
}
