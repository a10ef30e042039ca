import { type Anvil, startAnvil } from '@foyer/devchain'
import { healthResponseSchema } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import type { Database } from '../store/database'
import { openPostgres } from '../store/openPostgres'
import { freePort } from '../test/postgresCluster'
import { silentServer } from '../test/silentServer'
import { testConfig } from '../test/testConfig'
import { freshPglite } from '../test/testDatabases'

let db: Database
let chainA: Anvil
let chainB: Anvil
beforeAll(async () => {
  ;[db, chainA, chainB] = await Promise.all([
    freshPglite(),
    startAnvil({ chainId: 31337, port: 0 }),
    startAnvil({ chainId: 31338, port: 0 }),
  ])
})
afterAll(async () => {
  await Promise.all([db.close(), chainA.stop(), chainB.stop()])
})

async function health(chains: string, deps: { db?: Database; healthTimeoutMs?: number } = {}) {
  const app = await createApp(testConfig({ CHAIN_RPC_URLS: chains }), { db, ...deps })
  try {
    const response = await app.inject({ method: 'GET', url: '/health' })
    return { status: response.statusCode, body: healthResponseSchema.parse(response.json()) }
  } finally {
    await app.close()
  }
}

describe('GET /health', () => {
  it('is ok when the database and every chain answer', async () => {
    const { status, body } = await health(`31337=${chainA.rpcUrl},31338=${chainB.rpcUrl}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'ok',
      checks: {
        database: { ok: true },
        chains: [
          { chainId: 31337, rpcUrl: chainA.rpcUrl, ok: true, blockNumber: 0 },
          { chainId: 31338, rpcUrl: chainB.rpcUrl, ok: true, blockNumber: 0 },
        ],
      },
    })
  })

  it('names an RPC by its origin only, never its key', async () => {
    const down = `http://127.0.0.1:${await freePort()}`
    const { body } = await health(
      `31337=${chainA.rpcUrl},31338=${down}/v2/SECRET-KEY?apikey=SECRET`,
    )
    expect(body.checks.chains[1]?.rpcUrl).toBe(down)
    expect(JSON.stringify(body)).not.toContain('SECRET')
  })

  it('is degraded (503) when a chain RPC is down, and says why', async () => {
    const down = `http://127.0.0.1:${await freePort()}`
    const { status, body } = await health(`31337=${chainA.rpcUrl},31338=${down}`)
    expect(status).toBe(503)
    expect(body.status).toBe('degraded')
    expect(body.checks.chains[0]?.ok).toBe(true)
    expect(body.checks.chains[1]).toMatchObject({ chainId: 31338, rpcUrl: down, ok: false })
    expect(body.checks.chains[1]).toHaveProperty(
      'error',
      'HTTP request failed. Details: fetch failed',
    )
  })

  it('is degraded when an RPC answers as another chain', async () => {
    const { status, body } = await health(`31338=${chainA.rpcUrl}`)
    expect(status).toBe(503)
    expect(body.checks.chains[0]).toHaveProperty(
      'error',
      'The RPC answers as chain 31337, expected 31338',
    )
  })

  it('is degraded when a chain RPC hangs past the timeout', async () => {
    const hung = await silentServer()
    try {
      const { status, body } = await health(`31337=http://127.0.0.1:${hung.port}`, {
        healthTimeoutMs: 200,
      })
      expect(status).toBe(503)
      expect(body.checks.chains[0]).toHaveProperty(
        'error',
        'The chain RPC did not answer within 200 ms',
      )
    } finally {
      await hung.close()
    }
  })

  it('is degraded when the database is closed', async () => {
    const closed = await freshPglite()
    await closed.close()
    const { status, body } = await health(`31337=${chainA.rpcUrl}`, { db: closed })
    expect(status).toBe(503)
    expect(body.checks.database).toMatchObject({ ok: false, error: 'PGlite is closed' })
    expect(body.checks.chains[0]?.ok).toBe(true)
  })

  it('is degraded when Postgres refuses connections', async () => {
    const refused = openPostgres(`postgres://app@127.0.0.1:${await freePort()}/postgres`)
    try {
      const { status, body } = await health(`31337=${chainA.rpcUrl}`, { db: refused })
      expect(status).toBe(503)
      expect(body.checks.database).toMatchObject({
        ok: false,
        error: expect.stringContaining('ECONNREFUSED'),
      })
    } finally {
      await refused.close()
    }
  })

  it('is degraded when the database hangs past the timeout', async () => {
    const hung = await silentServer()
    const stuck = openPostgres(`postgres://app@127.0.0.1:${hung.port}/postgres`, {
      connectionTimeoutMs: 1_000,
    })
    try {
      const { status, body } = await health(`31337=${chainA.rpcUrl}`, {
        db: stuck,
        healthTimeoutMs: 200,
      })
      expect(status).toBe(503)
      expect(body.checks.database).toMatchObject({
        ok: false,
        error: 'The database did not answer within 200 ms',
      })
    } finally {
      await hung.close()
      await stuck.close()
    }
  })
})
