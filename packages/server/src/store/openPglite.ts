import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database'

export interface OpenPgliteOptions {
  /** On-disk data directory; in memory when omitted. */
  dataDir?: string
  /** A `dumpDataDir()` tarball to start from (tests start from a template instead of initdb). */
  loadDataDir?: Blob
}

/** Embedded Postgres (PGlite, WASM) in one process. */
export async function openPglite({
  dataDir,
  loadDataDir,
}: OpenPgliteOptions = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
  }
}
