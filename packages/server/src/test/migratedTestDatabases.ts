import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { testDatabases } from './testDatabases'

/** testDatabases, each migrated to the shipped schema. */
export const migratedTestDatabases = testDatabases.map(
  ([kind, open]) =>
    [
      kind,
      async (): Promise<Database> => {
        const db = await open()
        await migrate(db)
        return db
      },
    ] as const,
)
