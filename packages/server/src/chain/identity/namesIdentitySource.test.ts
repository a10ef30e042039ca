import { testAccounts } from '@foyer/devchain'
import { evmCoinType, identityResponseSchema } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import { namesIdentitySource } from './namesIdentitySource'

const ALICE = (testAccounts[0] as (typeof testAccounts)[0]).address
const BOB = (testAccounts[1] as (typeof testAccounts)[0]).address
/** A contract account: its name holds on its own chain only. */
const VAULT = getAddress('0x00000000000000000000000000000000000fa11e')

let db: Database
let app: FastifyInstance
let zoned: FastifyInstance
let project: Project

beforeAll(async () => {
  db = await migratedPglite()
  app = await createApp(testConfig(), { db })
  zoned = await createApp(testConfig({ NAMES_ZONE: 'names.example' }), { db })
  project = await createProject(db, { name: 'Shop' })
  const first = new Date('2026-01-01T00:00:00Z')
  const later = new Date('2026-01-02T00:00:00Z')
  await db.query(
    `INSERT INTO names (label, created_at, updated_at)
     VALUES ('alice', $1, $1), ('alice-b', $2, $2), ('vault', $2, $2)`,
    [first, later],
  )
  await db.query(
    `INSERT INTO name_addresses (label, coin_type, address, plain_account, created_at)
     VALUES ('alice', $1, $3, true, $4), ('alice-b', $2, $3, true, $5),
       ('vault', $1, $6, false, $5)`,
    [evmCoinType(31337), evmCoinType(31338), ALICE, first, later, VAULT],
  )
})
afterAll(async () => {
  await Promise.all([app.close(), zoned.close()])
  await db.close()
})

const identity = async (target: FastifyInstance, address: string) => {
  const response = await target.inject({
    method: 'GET',
    url: `/v1/identity/${address}${projectQuery(project.id)}`,
  })
  expect(response.statusCode).toBe(200)
  return identityResponseSchema.parse(response.json())
}

describe('GET /v1/identity/{address} with the names service', () => {
  it('shows the name the address registered last, on any network', async () => {
    expect(await identity(app, ALICE.toLowerCase())).toEqual({
      name: 'alice-b.foyer.id',
      avatar: null,
    })
  })

  it('shows no name for an address without one', async () => {
    expect(await identity(app, BOB)).toEqual({ name: null, avatar: null })
  })

  it("shows no name for a contract account's name, which holds on its chain only", async () => {
    expect(await identity(app, VAULT)).toEqual({ name: null, avatar: null })
  })

  it('names in the configured zone', async () => {
    expect((await identity(zoned, ALICE)).name).toBe('alice-b.names.example')
  })

  it('reads the database directly too', async () => {
    expect(await namesIdentitySource(db, 'foyer.id').identity(BOB)).toEqual({
      name: null,
      avatar: null,
    })
  })
})
