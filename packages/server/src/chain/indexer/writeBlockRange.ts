import type { Database, Queryable } from '../../store/database'
import { type ChainCursor, lockChainCursor, moveChainCursor } from './chainCursor'
import type { ContractMetadata, IndexedRange } from './indexedRange'
import { indexChanged } from './indexVersion'
import { type NftKey, refreshNftOwners } from './refreshNftOwners'

/**
 * Stores one block range in one transaction: new contracts' metadata, the transactions, the
 * transfers, the owners of the NFTs it moved, the hashes of its last `reorgDepth` blocks (and the
 * start block's, kept for good: findForkPoint recognises a reset chain by it), and the cursor at
 * its last block. Writes nothing and answers false when the cursor is no longer `expected`
 * (another node indexed the range first).
 */
export async function writeBlockRange(
  db: Database,
  chainId: number,
  expected: ChainCursor,
  range: IndexedRange,
  contracts: readonly ContractMetadata[],
  reorgDepth: number,
): Promise<boolean> {
  const done = db.transaction(async (tx) => {
    if (!(await lockChainCursor(tx, chainId, expected))) return false
    await insertContracts(tx, chainId, contracts)
    await insertTransactions(tx, chainId, range)
    await insertTransfers(tx, chainId, range)
    await refreshNftOwners(tx, chainId, movedNfts(range))
    const keepFrom = range.to - BigInt(reorgDepth) + 1n
    const { startBlock } = expected
    const kept = range.blocks.filter((b) => b.number >= keepFrom || b.number === startBlock)
    await tx.query(
      'DELETE FROM chain_blocks WHERE chain_id = $1 AND number < $2 AND number <> $3',
      [chainId, String(keepFrom), String(startBlock)],
    )
    await tx.query(
      `INSERT INTO chain_blocks (chain_id, number, hash)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[])`,
      [chainId, kept.map((block) => String(block.number)), kept.map((block) => block.hash)],
    )
    const last = range.blocks.at(-1)
    await moveChainCursor(tx, chainId, range.to, last?.hash ?? null)
    return true
  })
  // Readers of the index in this process learn it may have changed (historyPageCache).
  return done.finally(() => indexChanged(db, chainId))
}

async function insertContracts(
  tx: Queryable,
  chainId: number,
  contracts: readonly ContractMetadata[],
): Promise<void> {
  if (contracts.length === 0) return
  await tx.query(
    `INSERT INTO chain_contracts (chain_id, address, standard, name, symbol, decimals)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::integer[])
     ON CONFLICT (chain_id, address) DO NOTHING`,
    [
      chainId,
      contracts.map((contract) => contract.address),
      contracts.map((contract) => contract.standard),
      contracts.map((contract) => contract.name),
      contracts.map((contract) => contract.symbol),
      contracts.map((contract) => contract.decimals),
    ],
  )
}

async function insertTransactions(tx: Queryable, chainId: number, range: IndexedRange) {
  const rows = range.transactions
  if (rows.length === 0) return
  await tx.query(
    `INSERT INTO chain_transactions (chain_id, block_number, tx_index, hash, from_address,
       to_address, nonce, value, selector, status, block_time)
     SELECT $1, * FROM unnest($2::bigint[], $3::integer[], $4::text[], $5::text[], $6::text[],
       $7::bigint[], $8::numeric[], $9::text[], $10::text[], $11::bigint[])`,
    [
      chainId,
      rows.map((row) => String(row.blockNumber)),
      rows.map((row) => row.txIndex),
      rows.map((row) => row.hash),
      rows.map((row) => row.from),
      rows.map((row) => row.to),
      rows.map((row) => String(row.nonce)),
      rows.map((row) => row.value.toString()),
      rows.map((row) => row.selector ?? null),
      rows.map((row) => row.status),
      rows.map((row) => String(row.blockTime)),
    ],
  )
}

async function insertTransfers(tx: Queryable, chainId: number, range: IndexedRange) {
  const rows = range.transfers
  if (rows.length === 0) return
  await tx.query(
    `INSERT INTO chain_transfers (chain_id, block_number, tx_index, log_index, standard,
       contract, from_address, to_address, amount, token_id)
     SELECT $1, * FROM unnest($2::bigint[], $3::integer[], $4::integer[], $5::text[],
       $6::text[], $7::text[], $8::text[], $9::numeric[], $10::numeric[])`,
    [
      chainId,
      rows.map((row) => String(row.blockNumber)),
      rows.map((row) => row.txIndex),
      rows.map((row) => row.logIndex),
      rows.map((row) => row.standard),
      rows.map((row) => row.contract),
      rows.map((row) => row.from),
      rows.map((row) => row.to),
      rows.map((row) => row.amount?.toString() ?? null),
      rows.map((row) => row.tokenId?.toString() ?? null),
    ],
  )
}

/** The ERC-721 tokens the range moved, each once. */
function movedNfts(range: IndexedRange): NftKey[] {
  const tokens = new Map<string, NftKey>()
  for (const transfer of range.transfers) {
    if (transfer.standard !== 'erc721' || transfer.contract === null || transfer.tokenId === null) {
      continue
    }
    const key = `${transfer.contract}:${transfer.tokenId}`
    tokens.set(key, { contract: transfer.contract, tokenId: transfer.tokenId })
  }
  return [...tokens.values()]
}
