import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { deployerAccount } from '../accounts/testAccounts'
import { foyerCollectibleAbi } from '../contracts/foyerCollectibleArtifact'
import type { DevCollectibles } from './devCollectibles'
import { wrongContractError } from './wrongContractError'

/** ERC-165 interface id of ERC-721. */
export const ERC721_INTERFACE_ID = '0x80ac58cd'

export interface CollectibleState {
  address: Address
  name: string
  symbol: string
  /** The base URI the contract holds now. */
  baseUri: string
}

/**
 * Reads the dev collection back, and refuses a contract at the address that is not this
 * collection (an ERC-721 with its name and symbol) or that the deployer does not own.
 */
export async function readCollectible(
  client: PublicClient,
  chainId: number,
  address: Address,
  collection: DevCollectibles,
): Promise<CollectibleState> {
  const contract = { address, abi: foyerCollectibleAbi } as const
  const found = await Promise.all([
    client.readContract({ ...contract, functionName: 'name' }),
    client.readContract({ ...contract, functionName: 'symbol' }),
    client.readContract({ ...contract, functionName: 'owner' }),
    client.readContract({ ...contract, functionName: 'baseURI' }),
    client.readContract({
      ...contract,
      functionName: 'supportsInterface',
      args: [ERC721_INTERFACE_ID],
    }),
  ]).catch(() => undefined)
  if (!found?.[4]) {
    throw wrongContractError(chainId, address, collection.symbol, 'no ERC-721 collection')
  }
  const [name, symbol, owner, baseUri] = found
  if (name !== collection.name || symbol !== collection.symbol) {
    throw wrongContractError(
      chainId,
      address,
      collection.symbol,
      `the collection ${JSON.stringify(name)} (${JSON.stringify(symbol)})`,
    )
  }
  if (!isAddressEqual(owner, deployerAccount.address)) {
    throw wrongContractError(chainId, address, collection.symbol, `one owned by ${owner}`)
  }
  return { address, name, symbol, baseUri }
}
