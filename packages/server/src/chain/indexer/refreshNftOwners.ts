import type { Queryable } from '../../store/database'
import { ZERO_ADDRESS } from './indexerConstants'

export interface NftKey {
  contract: string
  tokenId: bigint
}

/**
 * Sets the owner of each token to the receiver of its latest stored ERC-721 transfer (no owner
 * when it was burnt or no transfer is left). Run after a block range is written and after a
 * rollback, with the tokens they touched.
 */
export async function refreshNftOwners(
  tx: Queryable,
  chainId: number,
  tokens: readonly NftKey[],
): Promise<void> {
  if (tokens.length === 0) return
  const contracts = tokens.map((token) => token.contract)
  const ids = tokens.map((token) => token.tokenId.toString())
  const touched = 'SELECT * FROM unnest($2::text[], $3::numeric[]) AS touched (contract, token_id)'
  await tx.query(
    `DELETE FROM chain_nft_owners o USING (${touched}) t
     WHERE o.chain_id = $1 AND o.contract = t.contract AND o.token_id = t.token_id`,
    [chainId, contracts, ids],
  )
  await tx.query(
    `INSERT INTO chain_nft_owners (chain_id, contract, token_id, owner, block_number, log_index)
     SELECT $1, latest.contract, latest.token_id, latest.to_address, latest.block_number,
            latest.log_index
     FROM (
       SELECT DISTINCT ON (x.contract, x.token_id)
              x.contract, x.token_id, x.to_address, x.block_number, x.log_index
       FROM chain_transfers x JOIN (${touched}) t
         ON x.contract = t.contract AND x.token_id = t.token_id
       WHERE x.chain_id = $1 AND x.standard = 'erc721'
       ORDER BY x.contract, x.token_id, x.block_number DESC, x.log_index DESC
     ) latest
     WHERE latest.to_address <> $4`,
    [chainId, contracts, ids, ZERO_ADDRESS],
  )
}
