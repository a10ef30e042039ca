import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { freshPglite } from './testDatabases'

/** A fresh in-memory PGlite from the run's template, migrated to the shipped schema. */
export async function migratedPglite(): Promise<Database> {
  const db = await freshPglite()
  await migrate(db)
  return db
}
