import { createServer } from 'node:net'
import { startAnvil } from '@foyer/devchain'
import { DEV_PROJECT_ID } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { reportWaiter } from './chain/indexer/testing/reportWaiter'
import { describeDatabase, startServer } from './startServer'
import type { Database } from './store/database'
import { readMigrations } from './store/readMigrations'
import { freePort } from './test/postgresCluster'
import { tempDir } from './test/tempDir'
import { testConfig } from './test/testConfig'
import { freshPostgres } from './test/testDatabases'

async function appliedVersions(db: Database): Promise<number[]> {
  const rows = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  )
  return rows.map((row) => row.version)
}

async function shippedVersions(): Promise<number[]> {
  return (await readMigrations()).map((migration) => migration.version)
}

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
      expect(await appliedVersions(second.db)).toEqual(await shippedVersions())
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
      expect(await appliedVersions(server.db)).toEqual(await shippedVersions())
    } finally {
      await server.close()
    }
  })

  it('creates the dev project the demo uses, and a second start changes nothing', async () => {
    const dataDir = await tempDir('foyer-server')
    const config = testConfig({ DATA_DIR: dataDir, API_PORT: String(await freePort()) })
    const first = await startServer(config)
    const base = `http://127.0.0.1:${config.apiPort}`
    const query = `projectId=${DEV_PROJECT_ID}&st=foyer&sv=0.0.0`
    let before: unknown
    try {
      const response = await fetch(`${base}/projects/v1/origins?${query}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        allowedOrigins: [...config.demoOrigins, 'http://*.foyer.localhost:*'],
      })
      before = await first.db.query('SELECT * FROM projects')
    } finally {
      await first.close()
    }
    const second = await startServer(config)
    try {
      expect(await second.db.query('SELECT * FROM projects')).toEqual(before)
    } finally {
      await second.close()
    }
  })

  it('refuses to open a PGlite data dir that a running server holds', async () => {
    const dataDir = await tempDir('foyer-server')
    const first = await startServer(
      testConfig({ DATA_DIR: dataDir, API_PORT: String(await freePort()) }),
    )
    try {
      await expect(
        startServer(testConfig({ DATA_DIR: dataDir, API_PORT: String(await freePort()) })),
      ).rejects.toThrow(
        `The database in ${dataDir}/pglite is in use by the Foyer API server (process ${process.pid})`,
      )
    } finally {
      await first.close()
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

  it('names REDIS_URL, without its password, when Redis cannot be reached, and frees the data dir', async () => {
    const dataDir = await tempDir('foyer-server')
    const redisUrl = `redis://:hunter2@127.0.0.1:${await freePort()}`
    const port = String(await freePort())
    await expect(
      startServer(testConfig({ DATA_DIR: dataDir, API_PORT: port, REDIS_URL: redisUrl })),
    ).rejects.toThrow(
      /^Could not connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ \(REDIS_URL\): .*ECONNREFUSED/,
    )
    const server = await startServer(testConfig({ DATA_DIR: dataDir, API_PORT: port }))
    await server.close()
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

describe('startServer and the chain indexer', () => {
  it('follows the configured chains into the database, and stops with the server', async () => {
    const anvil = await startAnvil({ chainId: 31337, port: 0 })
    try {
      await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
      })
      const down = `http://127.0.0.1:${await freePort()}`
      const waiter = reportWaiter()
      const dataDir = await tempDir('foyer-server')
      const server = await startServer(
        testConfig({
          DATA_DIR: dataDir,
          API_PORT: String(await freePort()),
          CHAIN_RPC_URLS: `31337=${anvil.rpcUrl},31338=${down}`,
        }),
        { indexer: { pollIntervalMs: 10, rpc: { retryCount: 0 }, onSync: waiter.record } },
      )
      try {
        await waiter.until((report) => report.chainId === 31337 && report.status === 'atHead')
        await waiter.until((report) => report.chainId === 31338 && report.status === 'failed')
        const cursors = await server.db.query(
          'SELECT chain_id, block_number::integer AS block FROM chain_index_cursors',
        )
        expect(cursors).toEqual([{ chain_id: 31337, block: 5 }])
      } finally {
        await server.close()
      }
      expect(await server.indexer.syncOnce()).toMatchObject([
        { chainId: 31337, status: 'failed' },
        { chainId: 31338, status: 'failed' },
      ])
    } finally {
      await anvil.stop()
    }
  })
})

describe('describeDatabase', () => {
  it('shows where PGlite keeps its files', () => {
    expect(describeDatabase(testConfig({ DATA_DIR: '/data' }))).toBe('PGlite in /data/pglite')
  })
})
