import { defineRoute } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
// The server's own parts, from this checkout (not @foyer/server's entry point): startServer
// listens before a caller can add a route, and the bench adds one (see NOOP_PATH).
import { createApp } from '../../packages/server/src/app/createApp'
import { createChainRegistry } from '../../packages/server/src/chain/chainRegistry'
import {
  createIndexer,
  type Indexer,
  type IndexerOptions,
} from '../../packages/server/src/chain/indexer/createIndexer'
import type { Config } from '../../packages/server/src/config/loadConfig'
import { readDeployments } from '../../packages/server/src/dev/readDeployments'
import { seedDirectory } from '../../packages/server/src/directory/seedDirectory'
import { route } from '../../packages/server/src/http/route'
import { ensureDevProject } from '../../packages/server/src/projects/ensureDevProject'
import { migrate } from '../../packages/server/src/store/migrate'
import { openLockedDatabase } from '../../packages/server/src/store/openLockedDatabase'

/**
 * A route that does nothing, registered on the benchmarked app itself (a dev route, through the
 * route-contract helper): the floor every API route is compared with. Not /health, which reads
 * the database and every chain.
 */
export const NOOP_PATH = '/dev/bench-noop'

export interface ApiServer {
  app: FastifyInstance
  indexer: Indexer
  close(): Promise<void>
}

/**
 * What startServer does (database opened and migrated, dev project, seeded directory, listening,
 * then the indexer following the chains), with the no-work route added before listening.
 * `config` must be in dev mode (the dev route and the dev project exist only there).
 */
export async function startApiServer(
  config: Config,
  indexerOptions: Pick<Partial<IndexerOptions>, 'pollIntervalMs'> = {},
): Promise<ApiServer> {
  if (!config.devMode) throw new Error('The bench runs the API in dev mode')
  const db = await openLockedDatabase(config.database, 'the Foyer bench API', (error) => {
    console.error(`Database connection error: ${error.message}`)
  })
  try {
    await migrate(db)
    await ensureDevProject(db, config.demoOrigins)
    await seedDirectory(db)
    const app = await createApp(config, { db })
    route(app, defineRoute({ method: 'GET', path: NOOP_PATH, access: 'dev' }), () => 'ok')
    try {
      await app.listen({ host: '127.0.0.1', port: config.apiPort })
    } catch (error) {
      await app.close()
      throw error
    }
    const indexer = createIndexer({
      ...indexerOptions,
      db,
      registry: createChainRegistry({
        chains: config.chains,
        deployments: () => readDeployments(config.deploymentsFile),
      }),
      chainIds: config.chains.map((chain) => chain.chainId),
      log: app.log,
    })
    indexer.start()
    return {
      app,
      indexer,
      async close() {
        await indexer.stop()
        await app.close()
        await db.close()
      },
    }
  } catch (error) {
    await db.close()
    throw error
  }
}
