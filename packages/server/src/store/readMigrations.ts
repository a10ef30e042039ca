import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface Migration {
  version: number
  name: string
  file: string
  sql: string
  checksum: string
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('migrations', import.meta.url))

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/

/** The `NNNN_name.sql` files of `dir`, in version order. Other `.sql` names are an error. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  const migrations: Migration[] = []
  for (const file of files) {
    const match = FILE_NAME.exec(file)
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file ${file} is not named NNNN_lowercase_name.sql`)
    }
    const version = Number(match[1])
    const clash = migrations.find((migration) => migration.version === version)
    if (clash) throw new Error(`Migrations ${clash.file} and ${file} share version ${version}`)
    const sql = await readFile(join(dir, file), 'utf8')
    const checksum = createHash('sha256').update(sql).digest('hex')
    migrations.push({ version, name: match[2], file, sql, checksum })
  }
  return migrations
}
