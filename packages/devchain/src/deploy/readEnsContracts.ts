import { type Address, isAddressEqual, type PublicClient, zeroHash } from 'viem'
import { namesDeployerAccount } from '../accounts/testAccounts'
import { foyerEnsRegistryAbi } from '../contracts/foyerEnsRegistryArtifact'
import { foyerOffchainResolverAbi } from '../contracts/foyerOffchainResolverArtifact'
import { foyerUniversalResolverAbi } from '../contracts/foyerUniversalResolverArtifact'
import { wrongContractError } from './wrongContractError'

export const ENS_REGISTRY_LABEL = 'FoyerEnsRegistry'
export const OFFCHAIN_RESOLVER_LABEL = 'FoyerOffchainResolver'
export const UNIVERSAL_RESOLVER_LABEL = 'FoyerUniversalResolver'

/** Checks that `address` is an ENS registry whose root the names deployer owns. */
export async function readEnsRegistry(client: PublicClient, chainId: number, address: Address) {
  const owner = await client
    .readContract({ address, abi: foyerEnsRegistryAbi, functionName: 'owner', args: [zeroHash] })
    .catch(() => undefined)
  if (owner === undefined) {
    throw wrongContractError(chainId, address, ENS_REGISTRY_LABEL, 'no ENS registry')
  }
  if (!isAddressEqual(owner, namesDeployerAccount.address)) {
    throw wrongContractError(chainId, address, ENS_REGISTRY_LABEL, `one whose root is ${owner}'s`)
  }
  return address
}

export interface OffchainResolverState {
  address: Address
  url: string
  signer: Address
}

/** Checks that `address` is the names deployer's offchain resolver; returns its gateway. */
export async function readOffchainResolver(
  client: PublicClient,
  chainId: number,
  address: Address,
): Promise<OffchainResolverState> {
  const contract = { address, abi: foyerOffchainResolverAbi } as const
  const found = await Promise.all([
    client.readContract({ ...contract, functionName: 'owner' }),
    client.readContract({ ...contract, functionName: 'url' }),
    client.readContract({ ...contract, functionName: 'signer' }),
  ]).catch(() => undefined)
  if (!found) {
    throw wrongContractError(chainId, address, OFFCHAIN_RESOLVER_LABEL, 'no offchain resolver')
  }
  const [owner, url, signer] = found
  if (!isAddressEqual(owner, namesDeployerAccount.address)) {
    throw wrongContractError(chainId, address, OFFCHAIN_RESOLVER_LABEL, `one owned by ${owner}`)
  }
  return { address, url, signer }
}

/** Checks that `address` is a Universal Resolver reading `registry`. */
export async function readUniversalResolver(
  client: PublicClient,
  chainId: number,
  address: Address,
  registry: Address,
): Promise<Address> {
  const found = await client
    .readContract({ address, abi: foyerUniversalResolverAbi, functionName: 'registry' })
    .catch(() => undefined)
  if (found === undefined) {
    throw wrongContractError(chainId, address, UNIVERSAL_RESOLVER_LABEL, 'no Universal Resolver')
  }
  if (!isAddressEqual(found, registry)) {
    throw wrongContractError(
      chainId,
      address,
      UNIVERSAL_RESOLVER_LABEL,
      `one reading the registry at ${found}`,
    )
  }
  return address
}
