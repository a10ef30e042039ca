import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { readMigrations } from './readMigrations'

async function dirWith(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('foyer-migrations')
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql)
  return dir
}

describe('readMigrations', () => {
  it('reads the shipped migrations in order, with checksums', async () => {
    const migrations = await readMigrations()
    expect(migrations[0]).toMatchObject({ version: 1, name: 'schema_migrations' })
    expect(migrations[0]?.checksum).toMatch(/^[0-9a-f]{64}$/)
  })

  it('sorts by version and ignores files that are not SQL', async () => {
    const dir = await dirWith({
      '0002_b.sql': 'SELECT 2',
      '0001_a.sql': 'SELECT 1',
      'README.md': '',
    })
    expect((await readMigrations(dir)).map((migration) => migration.file)).toEqual([
      '0001_a.sql',
      '0002_b.sql',
    ])
  })

  it.each(['1_short.sql', '0002-dash.sql', '0003_Upper.sql'])(
    'rejects the file name %s',
    async (name) => {
      await expect(readMigrations(await dirWith({ [name]: '' }))).rejects.toThrow(
        `Migration file ${name} is not named NNNN_lowercase_name.sql`,
      )
    },
  )

  it('rejects two files with one version', async () => {
    const dir = await dirWith({ '0001_a.sql': '', '0001_b.sql': '' })
    await expect(readMigrations(dir)).rejects.toThrow(
      'Migrations 0001_a.sql and 0001_b.sql share version 1',
    )
  })
})
