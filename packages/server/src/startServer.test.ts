import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { describeDatabase, startServer } from './startServer'
import { freePort } from './test/postgresCluster'
import { tempDir } from './test/tempDir'
import { testConfig } from './test/testConfig'
import { freshPostgres } from './test/testDatabases'

describe('startServer', () => {
  it('migrates the PGlite data dir, listens, and keeps its data for the next start', async () => {
    const dataDir = await tempDir('foyer-server')
    const config = testConfig({ DATA_DIR: dataDir, API_PORT: String(await freePort()) })
    const first = await startServer(config)
    const response = await fetch(`http://127.0.0.1:${config.apiPort}/dev/deployments`)
    expect(response.status).toBe(404)
    expect(first.url).toBe(`http://localhost:${config.apiPort}`)
    await first.close()

    const second = await startServer(config)
    try {
      expect(await second.db.query('SELECT version FROM schema_migrations')).toEqual([
        { version: 1 },
      ])
    } finally {
      await second.close()
    }
  })

  it('runs on Postgres when DATABASE_URL is set', async () => {
    const { db, url } = await freshPostgres()
    await db.close()
    const server = await startServer(
      testConfig({ DATABASE_URL: url, API_PORT: String(await freePort()) }),
    )
    try {
      expect(server.db.kind).toBe('postgres')
      expect(await server.db.query('SELECT version FROM schema_migrations')).toEqual([
        { version: 1 },
      ])
    } finally {
      await server.close()
    }
  })

  it('names API_PORT when the port is taken', async () => {
    const blocker = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    const dataDir = await tempDir('foyer-server')
    try {
      await expect(
        startServer(testConfig({ DATA_DIR: dataDir, API_PORT: String(port) })),
      ).rejects.toThrow(`Port ${port} is already in use: set API_PORT to a free port`)
    } finally {
      blocker.close()
    }
  })

  it('names the database, without its password, when it cannot be reached', async () => {
    const url = `postgres://app:hunter2@127.0.0.1:${await freePort()}/postgres`
    const config = testConfig({ DATABASE_URL: url })
    const error = await startServer(config).catch((caught: Error) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(
      /^Could not migrate the database at Postgres at postgres:\/\/app:\*\*\*@127\.0\.0\.1:\d+\/postgres \(DATABASE_URL\): .*ECONNREFUSED/,
    )
    expect((error as Error).message).not.toContain('hunter2')
  })
})

describe('describeDatabase', () => {
  it('shows where PGlite keeps its files', () => {
    expect(describeDatabase(testConfig({ DATA_DIR: '/data' }))).toBe('PGlite in /data/pglite')
  })
})
