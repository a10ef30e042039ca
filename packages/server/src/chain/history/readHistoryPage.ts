import type { Queryable } from '../../store/database'

/** Where a transaction sorts in a history: newest block time first, then chain, block, index. */
export type HistoryKey = readonly [
  blockTime: number,
  chainId: number,
  block: number,
  txIndex: number,
]

export interface HistoryTransactionRow {
  chain_id: number
  block_number: string
  tx_index: number
  hash: string
  from_address: string
  to_address: string
  nonce: string
  value: string
  selector: string | null
  status: 'confirmed' | 'failed'
  block_time: string
}

export interface HistoryTransferRow {
  chain_id: number
  block_number: string
  tx_index: number
  log_index: number
  standard: 'native' | 'erc20' | 'erc721'
  contract: string | null
  from_address: string
  to_address: string
  amount: string | null
  token_id: string | null
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** One page of rows: the transactions, and the transfers of each that involve the account. */
export interface HistoryPage {
  transactions: HistoryTransactionRow[]
  transfers: HistoryTransferRow[]
}

export interface HistoryPageQuery {
  account: string
  chainIds: readonly number[]
  after: HistoryKey | undefined
  limit: number
}

/**
 * The account's transactions after `after`, newest first: those it sent or received, and those
 * with a transfer from or to it. With the transfers of each that involve the account.
 */
export async function readHistoryPage(
  db: Queryable,
  { account, chainIds, after, limit }: HistoryPageQuery,
): Promise<HistoryPage> {
  const hit = (table: string, column: string) =>
    `SELECT chain_id, block_number, tx_index FROM ${table}
     WHERE ${column} = $1 AND chain_id = ANY($2::integer[])`
  const transactions = await db.query<HistoryTransactionRow>(
    `WITH hits AS (
       ${hit('chain_transactions', 'from_address')} UNION ${hit('chain_transactions', 'to_address')}
       UNION ${hit('chain_transfers', 'from_address')} UNION ${hit('chain_transfers', 'to_address')}
     )
     SELECT t.chain_id, t.block_number::text, t.tx_index, t.hash, t.from_address, t.to_address,
            t.nonce::text, t.value::text, t.selector, t.status, t.block_time::text
     FROM hits JOIN chain_transactions t USING (chain_id, block_number, tx_index)
     WHERE $3::bigint IS NULL
        OR (t.block_time, t.chain_id, t.block_number, t.tx_index)
           < ($3::bigint, $4::integer, $5::bigint, $6::integer)
     ORDER BY t.block_time DESC, t.chain_id DESC, t.block_number DESC, t.tx_index DESC
     LIMIT $7`,
    [account, chainIds, ...(after ?? [null, null, null, null]), limit],
  )
  if (transactions.length === 0) return { transactions, transfers: [] }
  const transfers = await db.query<HistoryTransferRow>(
    `SELECT x.chain_id, x.block_number::text, x.tx_index, x.log_index, x.standard, x.contract,
            x.from_address, x.to_address, x.amount::text, x.token_id::text,
            c.name, c.symbol, c.decimals
     FROM chain_transfers x
     JOIN unnest($2::integer[], $3::bigint[], $4::integer[]) AS page (chain_id, block_number, tx_index)
       ON x.chain_id = page.chain_id AND x.block_number = page.block_number
      AND x.tx_index = page.tx_index
     LEFT JOIN chain_contracts c ON c.chain_id = x.chain_id AND c.address = x.contract
     WHERE x.from_address = $1 OR x.to_address = $1
     ORDER BY x.chain_id, x.block_number, x.tx_index, x.log_index`,
    [
      account,
      transactions.map((row) => row.chain_id),
      transactions.map((row) => row.block_number),
      transactions.map((row) => row.tx_index),
    ],
  )
  return { transactions, transfers }
}
