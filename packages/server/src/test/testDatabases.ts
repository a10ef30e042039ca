import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import type { Database } from '../store/database'
import { openPglite } from '../store/openPglite'
import { openPostgres } from '../store/openPostgres'

/** A fresh, empty in-memory PGlite database loaded from the run's template. */
export async function freshPglite(): Promise<Database> {
  const template = await readFile(inject('pgliteTemplate'))
  return openPglite({ loadDataDir: new Blob([new Uint8Array(template)]) })
}

/** A fresh, empty database in the run's Postgres cluster, and its URL. */
export async function freshPostgres(): Promise<{ db: Database; url: string }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`
  const admin = openPostgres(inject('postgresUrl'))
  try {
    await admin.exec(`CREATE DATABASE ${name}`)
  } finally {
    await admin.close()
  }
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return { db: openPostgres(url.toString()), url: url.toString() }
}

export const testDatabases = [
  ['PGlite', async () => freshPglite()],
  ['Postgres', async () => (await freshPostgres()).db],
] as const
