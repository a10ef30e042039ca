import { supportedChainsResponseSchema } from '@foyer/protocol'
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
    [undefined, ['eip155:31337', 'eip155:31338']],
    ['8453=https://base.example,31337=http://127.0.0.1:9545', ['eip155:8453', 'eip155:31337']],
  ])('lists the configured chains (CHAIN_RPC_URLS=%s) over http', async (urls, http) => {
    const app = await createApp(testConfig(urls ? { CHAIN_RPC_URLS: urls } : {}), { db })
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
