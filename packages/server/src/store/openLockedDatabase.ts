import type { DatabaseConfig } from '../config/loadConfig'
import type { Database } from './database'
import { lockDataDir } from './lockDataDir'
import { openDatabase } from './openDatabase'

/**
 * openDatabase for a long-lived user of the data (the API server, the admin CLI): an embedded
 * PGlite dir is locked first (see lockDataDir) and unlocked by `close()`. Postgres needs no lock.
 */
export async function openLockedDatabase(
  config: DatabaseConfig,
  holder: string,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  if (config.kind !== 'pglite') return openDatabase(config, onIdleError)
  const release = await lockDataDir(config.dataDir, holder)
  let db: Database
  try {
    db = await openDatabase(config, onIdleError)
  } catch (error) {
    await release()
    throw error
  }
  return {
    ...db,
    async close() {
      try {
        await db.close()
      } finally {
        await release()
      }
    },
  }
}
