import pg from 'pg'
import type { Database, Queryable } from './database'

export interface OpenPostgresOptions {
  /** Called when an idle pooled connection fails; the pool drops it and opens another. */
  onIdleError?: (error: Error) => void
  connectionTimeoutMs?: number
}

/** A real Postgres through a `pg` connection pool. */
export function openPostgres(url: string, options: OpenPostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
  })
  pool.on('error', (error) => options.onIdleError?.(error))
  const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params])
      return result.rows as Row[]
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect()
      // A checked-out client emits 'error' when its connection dies; the failing query rejects
      // too, so the event only needs a listener (without one it would crash the process).
      const ignore = () => {}
      client.on('error', ignore)
      let result: Awaited<ReturnType<typeof work>>
      try {
        await client.query('BEGIN')
        result = await work(queryable(client))
        await client.query('COMMIT')
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it instead of reusing it.
        const failed = await client.query('ROLLBACK').then(
          () => undefined,
          (rollbackError: Error) => rollbackError,
        )
        client.off('error', ignore)
        client.release(failed)
        throw error
      }
      client.off('error', ignore)
      client.release()
      return result
    },
    close: () => pool.end(),
  }
}
