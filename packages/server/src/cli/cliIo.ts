import type { DatabaseConfig } from '../config/loadConfig'
import type { Database } from '../store/database'

/** What the CLI touches outside itself; tests pass their own. */
export interface CliIo {
  /** One line of normal output. */
  out(line: string): void
  /** One line of error output. */
  err(line: string): void
  env: NodeJS.ProcessEnv
  /** Relative paths (DATA_DIR, import files) start here. */
  cwd: string
  /** Opens the configured database (PGlite in DATA_DIR or DATABASE_URL). */
  openDatabase(config: DatabaseConfig): Promise<Database>
}
