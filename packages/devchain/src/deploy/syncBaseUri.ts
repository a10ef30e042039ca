import { foyerCollectibleAbi } from '../contracts/foyerCollectibleArtifact'
import type { DeployerSession } from './deployerSession'
import type { CollectibleState } from './readCollectible'

/**
 * Points the collection at `baseUri` with one transaction when it holds another one (a chain
 * resumed under another API address); returns the collection as it is now.
 */
export async function syncBaseUri(
  session: DeployerSession,
  collection: CollectibleState,
  baseUri: string,
): Promise<CollectibleState> {
  if (collection.baseUri === baseUri) return collection
  await session.transact(`Setting the base URI of ${collection.symbol}`, (wallet) =>
    wallet.writeContract({
      address: collection.address,
      abi: foyerCollectibleAbi,
      functionName: 'setBaseURI',
      args: [baseUri],
    }),
  )
  return { ...collection, baseUri }
}
