import type { DatabaseConfig } from '../config/loadConfig'
import type { Database } from './database'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'

/** PGlite in `<DATA_DIR>/pglite`, or Postgres at DATABASE_URL. */
export function openDatabase(
  config: DatabaseConfig,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  if (config.kind === 'pglite') return openPglite({ dataDir: config.dataDir })
  return Promise.resolve(openPostgres(config.url, onIdleError ? { onIdleError } : {}))
}
