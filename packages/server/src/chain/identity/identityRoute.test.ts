import { identityResponseSchema } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let db: Database
let app: FastifyInstance
let named: FastifyInstance
let project: Project
const asked: string[] = []

beforeAll(async () => {
  db = await migratedPglite()
  app = await createApp(testConfig(), { db })
  named = await createApp(testConfig(), {
    db,
    chain: {
      identity: {
        identity: async (address) => {
          asked.push(address)
          return { name: 'alice.foyer', avatar: null }
        },
      },
    },
  })
  project = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await Promise.all([app.close(), named.close()])
  await db.close()
})

const get = (target: FastifyInstance, address: string) =>
  target.inject({ method: 'GET', url: `/v1/identity/${address}${projectQuery(project.id)}` })

describe('GET /v1/identity/{address}', () => {
  it('answers no name and no avatar while there is no names service', async () => {
    const response = await get(app, ACCOUNT)
    expect(response.statusCode).toBe(200)
    expect(identityResponseSchema.parse(response.json())).toEqual({ name: null, avatar: null })
  })

  it('asks the identity source it is given, with the checksummed address', async () => {
    const response = await get(named, ACCOUNT.toLowerCase())
    expect(response.json()).toEqual({ name: 'alice.foyer', avatar: null })
    expect(asked).toEqual([ACCOUNT])
  })

  it.each(['0x1234', 'alice.eth', ACCOUNT.replace('f39F', 'F39F')])(
    'answers the address %s with 400 INVALID_PARAMS',
    async (address) => {
      const response = await get(app, address)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_PARAMS' } })
    },
  )

  it('needs a project like every API route', async () => {
    const response = await app.inject({ method: 'GET', url: `/v1/identity/${ACCOUNT}` })
    expect(response.statusCode).toBe(401)
  })
})
