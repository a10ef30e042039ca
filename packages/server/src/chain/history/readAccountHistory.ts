import { HISTORY_PAGE_SIZE, type HistoryResponse, type Transaction } from '@foyer/protocol'
import { getAddress } from 'viem'
import type { Queryable } from '../../store/database'
import type { RegisteredChain } from '../chainRegistry'
import type { PriceSource } from '../prices/priceSource'
import type { AccountQuery } from './accountQuery'
import type { NftMetadata, NftMetadataResolver } from './createNftMetadataResolver'
import type { HistoryPageReader } from './historyPageCache'
import { historyTransfer, transferDirection } from './historyTransfer'
import { operationType } from './operationType'
import { encodeCursor } from './pageCursor'
import { type PagePrices, pagePrices } from './pagePrices'
import {
  type HistoryKey,
  type HistoryPage,
  type HistoryTransactionRow,
  type HistoryTransferRow,
  readHistoryPage,
} from './readHistoryPage'

export interface AccountHistoryDeps {
  db: Queryable
  /** Where the page's rows come from (default: readHistoryPage on `db`, uncached). */
  readPage?: HistoryPageReader
  prices: PriceSource | undefined
  nftMetadata: NftMetadataResolver
  iconUrl: ((symbol: string) => string | undefined) | undefined
  onPriceError: (error: unknown, chainId: number) => void
  /** Answers already built from a kept page (see historyAnswers); default: none kept. */
  answers?: HistoryAnswers
}

/** NFT metadata per `chainId:contract:tokenId` of a page's ERC-721 transfers. */
type PageNfts = ReadonlyMap<string, NftMetadata | undefined>

/**
 * The answers built from each page of rows (historyPageCache keeps a page's rows object while the
 * index does not change), by everything else an answer is made of: the account, the chains, the
 * prices and the NFT metadata. The same inputs make the same answer, so it is built once. One per
 * `iconUrl` (the icons are part of the answer too).
 */
export type HistoryAnswers = WeakMap<HistoryPage, Map<string, HistoryResponse>>

/** The most answers kept of one page (its prices or NFT metadata changed that many times). */
const MAX_ANSWERS_PER_PAGE = 4

/**
 * One page of an account's history, newest first: each transaction once, with its transfers
 * seen from the account and `next` to read the page after (null on the last).
 */
export async function readAccountHistory(
  deps: AccountHistoryDeps,
  { account, chains, cursor }: AccountQuery<HistoryKey>,
): Promise<HistoryResponse> {
  const byId = new Map(chains.map((chain) => [chain.chainId, chain]))
  const read = deps.readPage ?? ((page) => readHistoryPage(deps.db, page))
  const rows = await read({
    account,
    chainIds: [...byId.keys()],
    after: cursor,
    limit: HISTORY_PAGE_SIZE + 1,
  })
  const prices = await pagePrices(deps.prices, byId, rows.transfers, deps.onPriceError)
  const shown = new Set(rows.transactions.slice(0, HISTORY_PAGE_SIZE).map(txKey))
  const nfts = await pageNfts(
    deps.nftMetadata,
    byId,
    rows.transfers.filter((transfer) => shown.has(txKey(transfer))),
  )
  if (!deps.answers) return historyAnswer(deps, byId, account, rows, prices, nfts)
  const inputs = JSON.stringify([
    account,
    chains.map((chain) => [chain.chainId, chain.caipNetworkId, chain.nativeCurrency]),
    [...prices].map(([chainId, byAsset]) => [chainId, [...byAsset]]),
    [...nfts],
  ])
  let built = deps.answers.get(rows)
  if (!built) {
    built = new Map()
    deps.answers.set(rows, built)
  }
  let answer = built.get(inputs)
  if (!answer) {
    answer = historyAnswer(deps, byId, account, rows, prices, nfts)
    if (built.size >= MAX_ANSWERS_PER_PAGE) built.clear()
    built.set(inputs, answer)
  }
  return answer
}

function historyAnswer(
  deps: AccountHistoryDeps,
  byId: ReadonlyMap<number, RegisteredChain>,
  account: string,
  rows: HistoryPage,
  prices: PagePrices,
  nfts: PageNfts,
): HistoryResponse {
  const page = rows.transactions.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  const next =
    rows.transactions.length > page.length && last ? encodeCursor(historyKey(last)) : null
  const transfers = new Map<string, HistoryTransferRow[]>()
  for (const transfer of rows.transfers) {
    const key = txKey(transfer)
    transfers.set(key, [...(transfers.get(key) ?? []), transfer])
  }
  const data = page.map((row) => {
    const chain = byId.get(row.chain_id)
    if (!chain) throw new Error(`History row of chain ${row.chain_id}, which was not asked for`)
    return historyTransaction(deps, chain, account, row, transfers.get(txKey(row)) ?? [], {
      prices,
      nfts,
    })
  })
  return { data, next }
}

/** The metadata of every NFT `transfers` (those of the page's transactions) move. */
async function pageNfts(
  resolver: NftMetadataResolver,
  byId: ReadonlyMap<number, RegisteredChain>,
  transfers: readonly HistoryTransferRow[],
): Promise<PageNfts> {
  // In the transfers' order (not the order the answers come in): the same page gives the same map.
  const entries = await Promise.all(
    transfers.map(async (transfer) => {
      const chain = byId.get(transfer.chain_id)
      const key = nftKey(transfer)
      if (!chain || key === undefined || !transfer.contract || !transfer.token_id) return []
      const metadata = await resolver.resolve(chain, transfer.contract, BigInt(transfer.token_id))
      return [[key, metadata] as const]
    }),
  )
  return new Map<string, NftMetadata | undefined>(entries.flat())
}

/** Where an ERC-721 transfer's metadata is in PageNfts; undefined for any other transfer. */
function nftKey(transfer: HistoryTransferRow): string | undefined {
  return transfer.standard === 'erc721' && transfer.contract && transfer.token_id
    ? `${transfer.chain_id}:${transfer.contract}:${transfer.token_id}`
    : undefined
}

function historyKey(row: HistoryTransactionRow): HistoryKey {
  return [Number(row.block_time), row.chain_id, Number(row.block_number), row.tx_index]
}

function txKey(row: { chain_id: number; block_number: string; tx_index: number }): string {
  return `${row.chain_id}:${row.block_number}:${row.tx_index}`
}

function historyTransaction(
  deps: AccountHistoryDeps,
  chain: RegisteredChain,
  account: string,
  row: HistoryTransactionRow,
  transfers: readonly HistoryTransferRow[],
  { prices, nfts }: { prices: PagePrices; nfts: PageNfts },
): Transaction {
  const chainPrices = prices.get(chain.chainId)
  const shown = transfers.map((transfer) => {
    const key = nftKey(transfer)
    return historyTransfer(transfer, {
      chain,
      account,
      price: chainPrices?.get(transfer.contract ?? 'native'),
      nft: key === undefined ? undefined : nfts.get(key),
      iconUrl: deps.iconUrl,
    })
  })
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
