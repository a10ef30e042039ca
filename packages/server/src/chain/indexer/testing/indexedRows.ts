import type { Queryable } from '../../../store/database'

export interface TransferRow {
  block: number
  standard: string
  contract: string | null
  from: string
  to: string
  amount: string | null
  tokenId: string | null
}

/** The stored transfers of a chain in chain order, addresses lowercase. */
export async function storedTransfers(db: Queryable, chainId: number): Promise<TransferRow[]> {
  return db.query<TransferRow>(
    `SELECT block_number::integer AS block, standard, contract, from_address AS "from",
            to_address AS "to", amount::text AS amount, token_id::text AS "tokenId"
     FROM chain_transfers WHERE chain_id = $1 ORDER BY block_number, tx_index, log_index`,
    [chainId],
  )
}

/** The owner of an NFT as the index has it, `undefined` when it has none. */
export async function storedOwner(
  db: Queryable,
  chainId: number,
  contract: string,
  tokenId: bigint,
): Promise<string | undefined> {
  const [row] = await db.query<{ owner: string }>(
    'SELECT owner FROM chain_nft_owners WHERE chain_id = $1 AND contract = $2 AND token_id = $3',
    [chainId, contract.toLowerCase(), tokenId.toString()],
  )
  return row?.owner
}

/** The last indexed block of a chain (`undefined` before the first step). */
export async function storedCursor(db: Queryable, chainId: number): Promise<number | undefined> {
  const [row] = await db.query<{ block: number }>(
    'SELECT block_number::integer AS block FROM chain_index_cursors WHERE chain_id = $1',
    [chainId],
  )
  return row?.block
}

/** The block hashes the index keeps of a chain, lowest first. */
export async function storedBlocks(
  db: Queryable,
  chainId: number,
): Promise<{ number: number; hash: string }[]> {
  return db.query(
    'SELECT number::integer, hash FROM chain_blocks WHERE chain_id = $1 ORDER BY number',
    [chainId],
  )
}

/** Empties every table the indexer writes. */
export async function clearIndex(db: Queryable): Promise<void> {
  await db.query(
    `TRUNCATE chain_index_cursors, chain_blocks, chain_contracts, chain_transactions,
       chain_transfers, chain_nft_owners`,
  )
}
