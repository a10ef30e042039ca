import type { FastifyInstance } from 'fastify'
import { createApp } from './app/createApp'
import { createChainRegistry } from './chain/chainRegistry'
import { createIndexer, type Indexer, type IndexerOptions } from './chain/indexer/createIndexer'
import type { Config } from './config/loadConfig'
import { redactPassword } from './config/redactPassword'
import { readDeployments } from './dev/readDeployments'
import { seedDirectory } from './directory/seedDirectory'
import { ensureDevProject } from './projects/ensureDevProject'
import type { Database } from './store/database'
import { migrate } from './store/migrate'
import { openLockedDatabase } from './store/openLockedDatabase'

export interface RunningServer {
  app: FastifyInstance
  db: Database
  /** The chain indexer following the configured chains (chain/indexer). */
  indexer: Indexer
  url: string
  /**
   * Stops the indexer, stops accepting requests, waits for those in flight, then closes the
   * database.
   */
  close(): Promise<void>
}

export interface StartServerOptions {
  /** Tuning of the chain indexer (tests shorten its poll and watch its steps). */
  indexer?: Pick<Partial<IndexerOptions>, 'pollIntervalMs' | 'retry' | 'rpc' | 'onSync'>
  /** Runs on the app before it listens (the bench adds its no-work route there). */
  beforeListen?: (app: FastifyInstance) => void
}

/**
 * Opens and migrates the database, makes sure the dev project exists, seeds the wallet
 * directory when it is empty, listens on LISTEN_HOST:API_PORT (default 127.0.0.1), then starts following the
 * configured chains into the database.
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const db = await openLockedDatabase(config.database, 'the Foyer API server', (error) => {
    console.error(`Database connection error: ${error.message}`)
  })
  try {
    await migrate(db).catch((error: Error) => {
      throw new Error(
        `Could not migrate the database at ${describeDatabase(config)}: ${error.message}`,
        {
          cause: error,
        },
      )
    })
    if (config.devMode) await ensureDevProject(db, config.demoOrigins)
    await seedDirectory(db)
    const app = await createApp(config, { db })
    options.beforeListen?.(app)
    await app
      .listen({ host: config.listenHost, port: config.apiPort })
      .catch(async (error: NodeJS.ErrnoException) => {
        await app.close()
        if (error.code !== 'EADDRINUSE') throw error
        throw new Error(`Port ${config.apiPort} is already in use: set API_PORT to a free port`, {
          cause: error,
        })
      })
    const indexer = createIndexer({
      ...options.indexer,
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
      db,
      indexer,
      url: `http://localhost:${config.apiPort}`,
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

/** Where the data lives, without a password: for banners and errors. */
export function describeDatabase(config: Config): string {
  return config.database.kind === 'pglite'
    ? `PGlite in ${config.database.dataDir}`
    : `Postgres at ${redactPassword(config.database.url)} (DATABASE_URL)`
}
