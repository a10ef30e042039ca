import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import type { Database } from '../store/database'
import { tempDir } from '../test/tempDir'
import { testConfig } from '../test/testConfig'
import { freshPglite } from '../test/testDatabases'

const deployments = {
  chains: [
    {
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      tokens: [
        {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          name: 'Foyer USD',
          symbol: 'FUSD',
          decimals: 6,
        },
      ],
    },
  ],
}

let db: Database
beforeAll(async () => {
  db = await freshPglite()
})
afterAll(() => db.close())

async function get(setup: (dataDir: string) => Promise<void>) {
  const dataDir = await tempDir('foyer-data')
  await setup(dataDir)
  const app = await createApp(testConfig({ DATA_DIR: dataDir }), { db })
  try {
    const response = await app.inject({ method: 'GET', url: '/dev/deployments' })
    return { status: response.statusCode, body: response.json(), dataDir }
  } finally {
    await app.close()
  }
}

describe('GET /dev/deployments', () => {
  it('returns deployments.json', async () => {
    const { status, body } = await get((dir) =>
      writeFile(join(dir, 'deployments.json'), JSON.stringify(deployments)),
    )
    expect(status).toBe(200)
    expect(body).toEqual(deployments)
  })

  it('is a JSON 404 when nothing was deployed', async () => {
    const { status, body } = await get(async () => {})
    expect(status).toBe(404)
    expect(body).toEqual({
      error: {
        code: 'DEPLOYMENTS_NOT_FOUND',
        message: 'No dev contracts are deployed yet (npm start deploys them)',
      },
    })
  })

  it('is a JSON 500 when the file is not JSON', async () => {
    const { status, body, dataDir } = await get((dir) =>
      writeFile(join(dir, 'deployments.json'), '{'),
    )
    expect(status).toBe(500)
    expect(body).toEqual({
      error: {
        code: 'DEPLOYMENTS_INVALID',
        message: `${join(dataDir, 'deployments.json')} is not JSON`,
      },
    })
  })

  it('is a JSON 500 when the file does not match the schema', async () => {
    const { status, body } = await get((dir) =>
      writeFile(join(dir, 'deployments.json'), JSON.stringify({ chains: [{ chainId: 'one' }] })),
    )
    expect(status).toBe(500)
    expect(body.error.code).toBe('DEPLOYMENTS_INVALID')
    expect(body.error.message).toContain('does not match the deployments schema: chains.0.chainId')
  })

  it('is a JSON 500 when the file cannot be read', async () => {
    const { status, body } = await get((dir) => mkdir(join(dir, 'deployments.json')))
    expect(status).toBe(500)
    expect(body).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } })
  })
})
