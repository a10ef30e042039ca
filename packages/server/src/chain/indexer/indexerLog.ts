/** Where the indexer reports trouble (the server's pino logger fits). */
export interface IndexerLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}
