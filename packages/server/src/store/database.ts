/** What queries need: run SQL with `$1` parameters, or a script of several statements. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  exec(sql: string): Promise<void>
}

/**
 * The server's database, one Postgres SQL dialect everywhere: embedded PGlite by default, a real
 * Postgres (pg Pool) when DATABASE_URL is set.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction on one connection: COMMIT when it resolves, else ROLLBACK. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
