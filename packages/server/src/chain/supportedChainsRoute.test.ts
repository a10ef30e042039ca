import {
  SOLANA_DEV_CHAIN,
  SOLANA_DEVNET_CHAIN,
  supportedChainsResponseSchema,
} from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

let db: Database
beforeAll(async () => {
  db = await migratedPglite()
})
afterAll(async () => {
  await db.close()
})

describe('GET /v1/supported-chains', () => {
  it.each([
    [{}, ['eip155:31337', 'eip155:31338', SOLANA_DEV_CHAIN]],
    [
      { CHAIN_RPC_URLS: '8453=https://base.example,31337=http://127.0.0.1:9545' },
      ['eip155:8453', 'eip155:31337', SOLANA_DEV_CHAIN],
    ],
    [
      { SOLANA_RPC_URLS: `${SOLANA_DEVNET_CHAIN}=https://devnet.example` },
      ['eip155:31337', 'eip155:31338', SOLANA_DEVNET_CHAIN],
    ],
  ])('lists the configured EVM and Solana chains (%j) over http', async (env, http) => {
    const app = await createApp(testConfig(env), { db })
    try {
      const { id } = await createProject(db, { name: 'Shop' })
      const response = await app.inject({
        method: 'GET',
        url: `/v1/supported-chains${projectQuery(id)}`,
      })
      expect(response.statusCode).toBe(200)
      expect(supportedChainsResponseSchema.parse(response.json())).toEqual({ http, ws: [] })
    } finally {
      await app.close()
    }
  })
})
