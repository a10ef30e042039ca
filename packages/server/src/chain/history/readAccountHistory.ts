import { HISTORY_PAGE_SIZE, type HistoryResponse, type Transaction } from '@foyer/protocol'
import { getAddress } from 'viem'
import type { Queryable } from '../../store/database'
import type { RegisteredChain } from '../chainRegistry'
import type { PriceSource } from '../prices/priceSource'
import type { AccountQuery } from './accountQuery'
import type { NftMetadataResolver } from './createNftMetadataResolver'
import { historyTransfer, transferDirection } from './historyTransfer'
import { operationType } from './operationType'
import { encodeCursor } from './pageCursor'
import { type PagePrices, pagePrices } from './pagePrices'
import {
  type HistoryKey,
  type HistoryTransactionRow,
  type HistoryTransferRow,
  readHistoryPage,
} from './readHistoryPage'

export interface AccountHistoryDeps {
  db: Queryable
  prices: PriceSource | undefined
  nftMetadata: NftMetadataResolver
  iconUrl: ((symbol: string) => string | undefined) | undefined
  onPriceError: (error: unknown, chainId: number) => void
}

/**
 * One page of an account's history, newest first: each transaction once, with its transfers
 * seen from the account and `next` to read the page after (null on the last).
 */
export async function readAccountHistory(
  deps: AccountHistoryDeps,
  { account, chains, cursor }: AccountQuery<HistoryKey>,
): Promise<HistoryResponse> {
  const byId = new Map(chains.map((chain) => [chain.chainId, chain]))
  const rows = await readHistoryPage(deps.db, {
    account,
    chainIds: [...byId.keys()],
    after: cursor,
    limit: HISTORY_PAGE_SIZE + 1,
  })
  const page = rows.transactions.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  const next =
    rows.transactions.length > page.length && last ? encodeCursor(historyKey(last)) : null
  const prices = await pagePrices(deps.prices, byId, rows.transfers, deps.onPriceError)
  const transfers = new Map<string, HistoryTransferRow[]>()
  for (const transfer of rows.transfers) {
    const key = txKey(transfer)
    transfers.set(key, [...(transfers.get(key) ?? []), transfer])
  }
  const data = await Promise.all(
    page.map((row) => {
      const chain = byId.get(row.chain_id)
      if (!chain) throw new Error(`History row of chain ${row.chain_id}, which was not asked for`)
      return historyTransaction(deps, chain, account, row, transfers.get(txKey(row)) ?? [], prices)
    }),
  )
  return { data, next }
}

function historyKey(row: HistoryTransactionRow): HistoryKey {
  return [Number(row.block_time), row.chain_id, Number(row.block_number), row.tx_index]
}

function txKey(row: { chain_id: number; block_number: string; tx_index: number }): string {
  return `${row.chain_id}:${row.block_number}:${row.tx_index}`
}

async function historyTransaction(
  deps: AccountHistoryDeps,
  chain: RegisteredChain,
  account: string,
  row: HistoryTransactionRow,
  transfers: readonly HistoryTransferRow[],
  prices: PagePrices,
): Promise<Transaction> {
  const chainPrices = prices.get(chain.chainId)
  const shown = await Promise.all(
    transfers.map(async (transfer) =>
      historyTransfer(transfer, {
        chain,
        account,
        price: chainPrices?.get(transfer.contract ?? 'native'),
        nft:
          transfer.standard === 'erc721' && transfer.contract && transfer.token_id
            ? await deps.nftMetadata.resolve(chain, transfer.contract, BigInt(transfer.token_id))
            : undefined,
        iconUrl: deps.iconUrl,
      }),
    ),
  )
  const kinds = transfers.map((transfer) => ({
    direction: transferDirection(transfer, account),
    standard: transfer.standard,
    from: transfer.from_address,
    to: transfer.to_address,
  }))
  const tx = { from: row.from_address, value: BigInt(row.value), selector: row.selector }
  return {
    id: `${chain.caipNetworkId}:${row.hash}`,
    metadata: {
      operationType: operationType(account, { ...tx, status: row.status }, kinds),
      hash: row.hash,
      minedAt: new Date(Number(row.block_time) * 1000).toISOString(),
      sentFrom: getAddress(row.from_address),
      sentTo: getAddress(row.to_address),
      status: row.status,
      nonce: Number(row.nonce),
      chain: chain.caipNetworkId,
    },
    transfers: shown,
  }
}
