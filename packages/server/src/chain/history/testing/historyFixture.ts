import Fastify, { type FastifyInstance } from 'fastify'
import { errorHandlers } from '../../../http/errorHandlers'
import type { Database } from '../../../store/database'
import type { ChainRegistry } from '../../chainRegistry'
import { createIndexer, type Indexer } from '../../indexer/createIndexer'
import {
  type IndexerTestChain,
  startIndexerTestChain,
} from '../../indexer/testing/indexerTestChain'
import { recordingLog } from '../../indexer/testing/recordingLog'
import { testRegistry } from '../../indexer/testing/testRegistry'
import type { PricedAsset, PriceSource } from '../../prices/priceSource'
import { type HistoryRoutesDeps, historyRoutes } from '../historyRoutes'
import { type MetadataServer, startMetadataServer } from './metadataServer'

/** Two dev chains (31337 and 31338) with their contracts, an indexer, and the metadata server. */
export interface HistoryFixture {
  chainA: IndexerTestChain
  chainB: IndexerTestChain
  metadata: MetadataServer
  registry: ChainRegistry
  indexer: Indexer
  /** A bare app with the history routes (and the API's JSON errors). */
  app(deps?: Partial<HistoryRoutesDeps>): Promise<FastifyInstance>
  stop(): Promise<void>
}

export async function startHistoryFixture(db: Database): Promise<HistoryFixture> {
  const metadata = await startMetadataServer()
  const [chainA, chainB] = await Promise.all([
    startIndexerTestChain(31337, metadata.url),
    startIndexerTestChain(31338, metadata.url),
  ])
  const registry = testRegistry([chainA.deployment, chainB.deployment])
  const indexer = createIndexer({
    db,
    registry,
    chainIds: [31337, 31338],
    log: recordingLog(),
    rpc: { retryCount: 0 },
  })
  const apps: FastifyInstance[] = []
  return {
    chainA,
    chainB,
    metadata,
    registry,
    indexer,
    async app(deps = {}) {
      const app = Fastify({ logger: false })
      errorHandlers(app)
      historyRoutes(app, { db, registry, ...deps })
      await app.ready()
      apps.push(app)
      return app
    },
    async stop() {
      await Promise.all(apps.map((app) => app.close()))
      await indexer.stop()
      await Promise.all([chainA.stop(), chainB.stop(), metadata.close()])
    },
  }
}

/** Dev prices in USD by symbol (ETH is the native coin); assets not listed have none. */
export function fixedPrices(bySymbol: Readonly<Record<string, number>>): PriceSource {
  return {
    async prices(chain, assets) {
      const result = new Map<PricedAsset, number>()
      for (const asset of assets) {
        const symbol =
          asset === 'native'
            ? chain.nativeCurrency.symbol
            : chain.tokens.find((token) => token.address.toLowerCase() === asset.toLowerCase())
                ?.symbol
        const price = symbol === undefined ? undefined : bySymbol[symbol]
        if (price !== undefined) result.set(asset, price)
      }
      return result
    },
  }
}
