import type { Database, Queryable } from './database'
import { MIGRATIONS_DIR, type Migration, readMigrations } from './readMigrations'

/** Held for the migration transaction so that nodes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_263_001

/**
 * Applies the pending migrations of `dir` in one transaction and records them in
 * `schema_migrations` (created by migration 0001). All or nothing; a second run applies nothing.
 * Refuses to run when an applied migration's file has changed since. Returns what it applied.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const migrations = await readMigrations(dir)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    const applied = await appliedChecksums(tx)
    for (const migration of migrations) {
      const checksum = applied.get(migration.version)
      if (checksum !== undefined && checksum !== migration.checksum) {
        throw new Error(`Migration ${migration.file} was changed after it was applied`)
      }
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of pending) {
      try {
        await tx.exec(migration.sql)
      } catch (error) {
        throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, {
          cause: error,
        })
      }
      await tx.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      )
    }
    return pending
  })
}

async function appliedChecksums(tx: Queryable): Promise<Map<number, string>> {
  const [table] = await tx.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  )
  if (!table?.name) return new Map()
  const rows = await tx.query<{ version: number; checksum: string }>(
    'SELECT version, checksum FROM schema_migrations',
  )
  return new Map(rows.map((row) => [row.version, row.checksum]))
}
