import { NFTS_PAGE_SIZE, type NftsResponse } from '@foyer/protocol'
import { getAddress } from 'viem'
import type { Queryable } from '../../store/database'
import type { AccountQuery } from './accountQuery'
import type { NftMetadataResolver } from './createNftMetadataResolver'
import { encodeCursor } from './pageCursor'

/** Where an NFT sorts in the listing: chain, contract (lowercase), token id (decimal). */
export type NftKey = readonly [chainId: number, contract: string, tokenId: string]

interface NftRow {
  chain_id: number
  contract: string
  token_id: string
  name: string | null
}

/**
 * One page of the NFTs an account holds now (the indexer's ERC-721 owners), by chain, contract
 * and token id; each named and pictured by its metadata when it can be read.
 */
export async function readAccountNfts(
  { db, nftMetadata }: { db: Queryable; nftMetadata: NftMetadataResolver },
  { account, chains, cursor }: AccountQuery<NftKey>,
): Promise<NftsResponse> {
  const byId = new Map(chains.map((chain) => [chain.chainId, chain]))
  const rows = await db.query<NftRow>(
    `SELECT o.chain_id, o.contract, o.token_id::text, c.name
     FROM chain_nft_owners o
     LEFT JOIN chain_contracts c ON c.chain_id = o.chain_id AND c.address = o.contract
     WHERE o.owner = $1 AND o.chain_id = ANY($2::integer[])
       AND ($3::integer IS NULL
            OR (o.chain_id, o.contract, o.token_id) > ($3::integer, $4::text, $5::numeric))
     ORDER BY o.chain_id, o.contract, o.token_id
     LIMIT $6`,
    [account, [...byId.keys()], ...(cursor ?? [null, null, null]), NFTS_PAGE_SIZE + 1],
  )
  const page = rows.slice(0, NFTS_PAGE_SIZE)
  const last = page.at(-1)
  const next =
    rows.length > page.length && last
      ? encodeCursor([last.chain_id, last.contract, last.token_id] satisfies NftKey)
      : null
  const data = await Promise.all(
    page.map(async (row) => {
      const chain = byId.get(row.chain_id)
      if (!chain) throw new Error(`NFT of chain ${row.chain_id}, which was not asked for`)
      const contract = getAddress(row.contract)
      const metadata = await nftMetadata.resolve(chain, row.contract, BigInt(row.token_id))
      const collection = row.name ?? contract
      return {
        chainId: chain.caipNetworkId,
        contract,
        tokenId: row.token_id,
        name: metadata?.name ?? `${collection} #${row.token_id}`,
        collection,
        imageUrl: metadata?.image ?? null,
      }
    }),
  )
  return { data, next }
}
