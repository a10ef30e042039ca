import { CHAIN_DATA_ROUTES, type HistoryResponse } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route'
import { onrampCursorKey, readOnrampHistory, wantsOnramp } from '../../onramp/onrampHistory'
import type { Database } from '../../store/database'
import type { ChainRegistry } from '../chainRegistry'
import type { PriceSource } from '../prices/priceSource'
import { parseAccountQuery, wholeNumber } from './accountQuery'
import { createNftMetadataResolver, type NftMetadataResolver } from './createNftMetadataResolver'
import { cachedHistoryPages, type HistoryPageReader } from './historyPageCache'
import { type HistoryAnswers, readAccountHistory } from './readAccountHistory'
import { type NftKey, readAccountNfts } from './readAccountNfts'
import type { HistoryKey } from './readHistoryPage'

export interface HistoryRoutesDeps {
  db: Database
  registry: ChainRegistry
  /** Prices transfers at read time; without it (or for an unknown asset) no value is shown. */
  prices?: PriceSource
  /** NFT names and images (default: from the known collections' metadata, cached). */
  nftMetadata?: NftMetadataResolver
  /** The icon URL of a coin or token by symbol, when there is one. */
  iconUrl?: (symbol: string) => string | undefined
  /** Where a page's rows come from (default: cachedHistoryPages, one cache per registration). */
  readPage?: HistoryPageReader
  /** The account on-ramp deliveries come from (`sentFrom` of `?onramp=` entries); default ''. */
  onrampSender?: string
  /** The clock on-ramp purchases expire by (default: the system's). */
  now?: () => Date
}

const historyKey: z.ZodType<HistoryKey> = z.tuple([
  wholeNumber,
  wholeNumber,
  wholeNumber,
  wholeNumber,
])
const nftKey: z.ZodType<NftKey> = z.tuple([
  wholeNumber,
  z.string().regex(/^0x[0-9a-f]{40}$/),
  z.string().regex(/^\d{1,78}$/),
])

/**
 * The account data the indexer (chain/indexer) keeps, answered from the database:
 * - `GET /v1/account/{address}/history?cursor=&chainId=&onramp=` (docs/product.md) → `{data, next}`,
 *   HISTORY_PAGE_SIZE transactions newest first; with `onramp` (any value but `false`) the
 *   address's on-ramp purchases instead (onramp/onrampHistory.ts);
 * - `GET /v1/account/{address}/nfts?chainId=&cursor=` → `{data, next}`, the NFTs held now.
 * `chainId` is a CAIP-2 id the API serves; without it every configured chain is read.
 */
export function historyRoutes(app: FastifyInstance, deps: HistoryRoutesDeps): void {
  const nftMetadata = deps.nftMetadata ?? createNftMetadataResolver()
  const readPage = deps.readPage ?? cachedHistoryPages(deps.db)
  const answers: HistoryAnswers = new WeakMap()

  // The JSON of each answer: a built answer is shared while its page is kept.
  const bodies = new WeakMap<HistoryResponse, string>()
  route(app, CHAIN_DATA_ROUTES.history, async (request, reply): Promise<string> => {
    if (wantsOnramp(request.query)) {
      const query = await parseAccountQuery(
        request.params.address,
        request.query,
        deps.registry,
        onrampCursorKey,
      )
      const answer = await readOnrampHistory(
        deps.db,
        {
          account: query.account,
          chainIds: query.chains.map((chain) => chain.chainId),
          cursor: query.cursor,
        },
        () => deps.onrampSender ?? '',
        deps.now?.() ?? new Date(),
      )
      reply.type('application/json; charset=utf-8')
      return JSON.stringify(answer)
    }
    const query = await parseAccountQuery(
      request.params.address,
      request.query,
      deps.registry,
      historyKey,
    )
    const answer = await readAccountHistory(
      {
        db: deps.db,
        readPage,
        answers,
        prices: deps.prices,
        nftMetadata,
        iconUrl: deps.iconUrl,
        onPriceError: (error, chainId) =>
          request.log.warn({ err: error, chainId }, 'History prices unavailable'),
      },
      query,
    )
    let body = bodies.get(answer)
    if (body === undefined) {
      body = JSON.stringify(answer)
      bodies.set(answer, body)
    }
    // A string with a JSON content type is sent as it is.
    reply.type('application/json; charset=utf-8')
    return body
  })

  route(app, CHAIN_DATA_ROUTES.nfts, async (request) => {
    const query = await parseAccountQuery(
      request.params.address,
      request.query,
      deps.registry,
      nftKey,
    )
    return readAccountNfts({ db: deps.db, nftMetadata }, query)
  })
}
