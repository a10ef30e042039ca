import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_PROJECT_ID, SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import { loadConfig } from '@foyer/server'
import { startPostgresCluster } from '../../packages/server/src/test/postgresCluster'
import { startApiServer } from './apiServer'
import type { DatabaseKind } from './directoryLoadPlan'
import { freePort } from './freePort'

export interface DirectoryServer {
  /** `http://127.0.0.1:PORT` */
  origin: string
  /** `projectId=…&st=…&sv=…` of the dev project. */
  sdkQuery: string
  close(): Promise<void>
}

/**
 * The API in this process as `npm start` runs it (migrated database, dev project, seeded
 * directory; plus the no-work route NOOP_PATH) on 127.0.0.1 with the rate limit off, on an on-disk PGlite in a temporary
 * directory or on a throwaway Postgres cluster.
 */
export async function startDirectoryServer(
  kind: DatabaseKind,
  chainRpcUrl: string,
): Promise<DirectoryServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bench-'))
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })]
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const cluster = kind === 'Postgres' ? await startPostgresCluster() : undefined
    if (cluster) cleanups.push(() => cluster.stop())
    const port = await freePort()
    const server = await startApiServer(
      loadConfig({
        API_PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // The dev project (which the load uses) exists only in dev mode.
        FOYER_DEV_MODE: 'true',
        RATE_LIMIT_PER_MINUTE: '0',
        CHAIN_RPC_URLS: `31337=${chainRpcUrl}`,
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      }),
    )
    cleanups.push(() => server.close())
    const sdkQuery = new URLSearchParams({
      projectId: DEV_PROJECT_ID,
      st: SDK_TYPE,
      sv: SDK_VERSION,
    })
    return { origin: `http://127.0.0.1:${port}`, sdkQuery: sdkQuery.toString(), close: closeAll }
  } catch (error) {
    await closeAll()
    throw error
  }
}
