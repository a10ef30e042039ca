import { copyFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { testDatabases } from '../test/testDatabases'
import type { Database } from './database'
import { migrate } from './migrate'
import { MIGRATIONS_DIR, readMigrations } from './readMigrations'

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('foyer-migrations')
  await copyFile(
    join(MIGRATIONS_DIR, '0001_schema_migrations.sql'),
    join(dir, '0001_schema_migrations.sql'),
  )
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql)
  return dir
}

async function tableExists(db: Database, name: string): Promise<boolean> {
  const [row] = await db.query<{ name: string | null }>('SELECT to_regclass($1)::text AS name', [
    name,
  ])
  return row?.name === name
}

describe.each(testDatabases)('migrate on %s', (_, open) => {
  let db: Database
  afterEach(async () => {
    await db.close()
  })

  it('applies the migrations once; a second run applies nothing', async () => {
    db = await open()
    const shipped = await readMigrations()
    const first = await migrate(db)
    expect(first.map((migration) => migration.file)).toEqual(shipped.map((m) => m.file))
    const recorded = await db.query('SELECT version, name FROM schema_migrations ORDER BY version')
    expect(recorded).toEqual(shipped.map(({ version, name }) => ({ version, name })))
    expect(recorded[0]).toEqual({ version: 1, name: 'schema_migrations' })
    expect(await migrate(db)).toEqual([])
    expect(await db.query('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      recorded,
    )
  })

  it('applies only the new migrations of a later release', async () => {
    db = await open()
    await migrate(db, await migrationsDir({}))
    const dir = await migrationsDir({
      '0002_notes.sql': 'CREATE TABLE notes (id serial PRIMARY KEY);',
    })
    expect((await migrate(db, dir)).map((migration) => migration.version)).toEqual([2])
    expect(await tableExists(db, 'notes')).toBe(true)
  })

  it('applies nothing at all when one migration fails, and names it', async () => {
    db = await open()
    const dir = await migrationsDir({
      '0002_notes.sql': 'CREATE TABLE notes (id serial PRIMARY KEY);',
      '0003_broken.sql': 'CREATE TABLE broken (id nonsense_type);',
    })
    await expect(migrate(db, dir)).rejects.toThrow(
      'Migration 0003_broken.sql failed: type "nonsense_type" does not exist',
    )
    expect(await tableExists(db, 'notes')).toBe(false)
    expect(await tableExists(db, 'schema_migrations')).toBe(false)
  })

  it('refuses to run when an applied migration was edited', async () => {
    db = await open()
    await migrate(db, await migrationsDir({ '0002_notes.sql': 'CREATE TABLE notes (id int);' }))
    const edited = await migrationsDir({ '0002_notes.sql': 'CREATE TABLE notes (id bigint);' })
    await expect(migrate(db, edited)).rejects.toThrow(
      'Migration 0002_notes.sql was changed after it was applied',
    )
  })

  it('lets two starts race: the migrations are applied exactly once', async () => {
    db = await open()
    const dir = await migrationsDir({ '0002_notes.sql': 'CREATE TABLE notes (id int);' })
    const results = await Promise.all([migrate(db, dir), migrate(db, dir)])
    expect(results.map((applied) => applied.length).sort()).toEqual([0, 2])
  })
})
