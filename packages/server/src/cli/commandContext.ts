import type { Database } from '../store/database'
import type { CliIo } from './cliIo'

export interface CommandContext {
  io: CliIo
  /** Opens and migrates the configured database for `work`, and closes it after. */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>
}

/** A command gets the arguments after its name; it throws to fail. */
export type Command = (args: readonly string[], context: CommandContext) => Promise<void>
