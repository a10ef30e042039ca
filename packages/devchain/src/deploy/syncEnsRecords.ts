import { type Address, isAddressEqual, labelhash, namehash, zeroHash } from 'viem'
import { foyerEnsRegistryAbi } from '../contracts/foyerEnsRegistryArtifact'
import { foyerOffchainResolverAbi } from '../contracts/foyerOffchainResolverArtifact'
import type { DeployerSession } from './deployerSession'
import type { OffchainResolverState } from './readEnsContracts'

/**
 * Points the offchain resolver at `url` and `signer` with one transaction when it holds another
 * gateway (a chain resumed under another API address or signer).
 */
export async function syncGateway(
  session: DeployerSession,
  resolver: OffchainResolverState,
  url: string,
  signer: Address,
): Promise<void> {
  if (resolver.url === url && isAddressEqual(resolver.signer, signer)) return
  await session.transact('Setting the gateway of the offchain resolver', (wallet) =>
    wallet.writeContract({
      address: resolver.address,
      abi: foyerOffchainResolverAbi,
      functionName: 'setGateway',
      args: [url, signer],
    }),
  )
}

/**
 * Makes `resolver` the resolver of `name` in the registry (the deployer owns the root, so it
 * takes every node on the way): one transaction per missing node, none when all is in place.
 */
export async function syncEnsRecord(
  session: DeployerSession,
  registry: Address,
  name: string,
  resolver: Address,
): Promise<void> {
  const deployer = session.account.address
  const contract = { address: registry, abi: foyerEnsRegistryAbi } as const
  const labels = name.split('.')
  let parent: `0x${string}` = zeroHash
  for (let index = labels.length - 1; index >= 0; index--) {
    const label = labels[index] as string
    const node = namehash(labels.slice(index).join('.'))
    const last = index === 0
    const [owner, current] = await Promise.all([
      session.client.readContract({ ...contract, functionName: 'owner', args: [node] }),
      session.client.readContract({ ...contract, functionName: 'resolver', args: [node] }),
    ])
    const owned = isAddressEqual(owner, deployer)
    if (last && (!owned || !isAddressEqual(current, resolver))) {
      await session.transact(`Registering ${name} in the ENS registry`, (wallet) =>
        wallet.writeContract({
          ...contract,
          functionName: 'setSubnodeRecord',
          args: [parent, labelhash(label), deployer, resolver, 0n],
        }),
      )
    } else if (!last && !owned) {
      await session.transact(
        `Registering ${labels.slice(index).join('.')} in the ENS registry`,
        (wallet) =>
          wallet.writeContract({
            ...contract,
            functionName: 'setSubnodeOwner',
            args: [parent, labelhash(label), deployer],
          }),
      )
    }
    parent = node
  }
}
