import { type Anvil, startAnvil, testAccounts } from '@foyer/devchain'
import {
  evmCoinType,
  NAME_MESSAGE_LIFETIME_SECONDS,
  NAME_TEXT_KEYS,
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  namesErrorSchema,
  reverseNamesResponseSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createChainRegistry } from '../chain/chainRegistry'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { freePort } from '../test/postgresCluster'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { signedNameRequest } from './testing/signedNameRequest'
import { signedNameTextRequest } from './testing/signedNameTextRequest'

const [ALICE, BOB, CAROL, DAVE] = testAccounts as [
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
]
const COIN_TYPE_A = evmCoinType(31337)

let db: Database
let anvil: Anvil
let app: FastifyInstance
let project: Project
let clock = new Date()

beforeAll(async () => {
  ;[db, anvil] = await Promise.all([migratedPglite(), startAnvil({ chainId: 31337, port: 0 })])
  const deadNode = `http://127.0.0.1:${await freePort()}`
  const registry = createChainRegistry({
    chains: [
      { chainId: 31337, rpcUrl: anvil.rpcUrl },
      { chainId: 31339, rpcUrl: deadNode },
    ],
    deployments: async () => undefined,
  })
  app = await createApp(testConfig(), {
    db,
    now: () => clock,
    chain: { registry, rpcPolicy: { retryCount: 0, retryDelayMs: 10, timeoutMs: 2_000 } },
  })
  project = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await app.close()
  await Promise.all([anvil.stop(), db.close()])
})
beforeEach(async () => {
  clock = new Date()
  await db.exec('DELETE FROM name_messages; DELETE FROM name_addresses; DELETE FROM names;')
})

const nowSeconds = () => Math.floor(clock.getTime() / 1000)

const get = (path: string) =>
  app.inject({ method: 'GET', url: `${path}${projectQuery(project.id)}` })
const post = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/v1/profile/account${projectQuery(project.id)}`,
    payload: body,
  })

async function register(signer: typeof ALICE, label: string) {
  const response = await post(
    await signedNameRequest(signer, { name: `${label}.foyer.id`, timestamp: nowSeconds() }),
  )
  expect(response.statusCode, response.body).toBe(201)
  return nameRecordSchema.parse(response.json())
}

/** The failure's code, and that its first reason is its message (what the kit shows). */
function failure(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status)
  const body = namesErrorSchema.parse(response.json())
  expect(body.reasons[0]?.description).toBe(body.error.message)
  return body.error
}

describe('POST /v1/profile/account', () => {
  it('registers a name signed by a plain account and answers its record', async () => {
    const record = await register(ALICE, 'alice')
    expect(record).toEqual({
      name: 'alice.foyer.id',
      addresses: {
        [String(COIN_TYPE_A)]: { address: ALICE.address, created: clock.toISOString() },
      },
      attributes: {},
      created: clock.toISOString(),
      updated: clock.toISOString(),
    })
    // Signed with its own key: the same account on every chain (resolvers may answer with it).
    expect(
      await db.query('SELECT plain_account FROM name_addresses WHERE label = $1', ['alice']),
    ).toEqual([{ plain_account: true }])
  })

  it('accepts the address in any case and stores it checksummed', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'lower.foyer.id',
      address: ALICE.address.toLowerCase() as `0x${string}`,
      timestamp: nowSeconds(),
    })
    const response = await post(request)
    expect(response.statusCode, response.body).toBe(201)
    expect(nameRecordSchema.parse(response.json()).addresses[String(COIN_TYPE_A)]?.address).toBe(
      ALICE.address,
    )
  })

  it('refuses a signature by another account (401 INVALID_SIGNATURE) and stores nothing', async () => {
    const request = await signedNameRequest(BOB, {
      name: 'alice.foyer.id',
      address: ALICE.address,
      timestamp: nowSeconds(),
    })
    expect(failure(await post(request), 401).code).toBe('INVALID_SIGNATURE')
    expect((await get('/v1/profile/account/alice')).statusCode).toBe(404)
  })

  it('refuses a signature that is not one (401)', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    const error = failure(await post({ ...request, signature: '0x1234' }), 401)
    expect(error.code).toBe('INVALID_SIGNATURE')
  })

  it('refuses a message changed after signing (401)', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    const message = request.message.replace('alice.foyer.id', 'alicf.foyer.id')
    expect(failure(await post({ ...request, message }), 401).code).toBe('INVALID_SIGNATURE')
  })

  it('refuses a taken name (409 NAME_TAKEN)', async () => {
    await register(ALICE, 'alice')
    const request = await signedNameRequest(BOB, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    const error = failure(await post(request), 409)
    expect(error).toEqual({ code: 'NAME_TAKEN', message: 'alice.foyer.id is already registered' })
  })

  it('gives an address one name per coin type (409 ADDRESS_HAS_NAME)', async () => {
    await register(ALICE, 'alice')
    const request = await signedNameRequest(ALICE, {
      name: 'alice2.foyer.id',
      timestamp: nowSeconds(),
    })
    expect(failure(await post(request), 409).code).toBe('ADDRESS_HAS_NAME')
  })

  it('refuses a replayed message (409 REPLAYED_MESSAGE), even while it is fresh', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    expect((await post(request)).statusCode).toBe(201)
    expect(failure(await post(request), 409).code).toBe('REPLAYED_MESSAGE')
    const rows = await db.query('SELECT 1 FROM name_messages')
    expect(rows).toHaveLength(1)
  })

  it('still refuses the replay in the last second the message is fresh', async () => {
    const timestamp = nowSeconds()
    const request = await signedNameRequest(ALICE, { name: 'alice.foyer.id', timestamp })
    expect((await post(request)).statusCode).toBe(201)
    clock = new Date((timestamp + NAME_MESSAGE_LIFETIME_SECONDS) * 1000 + 999)
    expect(failure(await post(request), 409).code).toBe('REPLAYED_MESSAGE')
  })

  it('forgets used messages once they would be stale anyway', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    expect((await post(request)).statusCode).toBe(201)
    clock = new Date(clock.getTime() + (NAME_MESSAGE_LIFETIME_SECONDS + 2) * 1000)
    await register(BOB, 'bobby')
    expect(await db.query('SELECT 1 FROM name_messages')).toHaveLength(1)
  })

  it.each([
    ['older than 10 minutes', -NAME_MESSAGE_LIFETIME_SECONDS - 1],
    ['more than 10 minutes ahead', NAME_MESSAGE_LIFETIME_SECONDS + 1],
  ])('refuses a message dated %s (400 STALE_MESSAGE)', async (_, offset) => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds() + offset,
    })
    expect(failure(await post(request), 400).code).toBe('STALE_MESSAGE')
  })

  it('accepts a message dated just within 10 minutes', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds() - NAME_MESSAGE_LIFETIME_SECONDS,
    })
    expect((await post(request)).statusCode).toBe(201)
  })

  it.each([
    ['a chain the API does not serve', 1],
    ['a chain id of 0 (no chain)', 0],
  ])('answers Network not found for %s', async (_, chainId) => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      chainId,
      timestamp: nowSeconds(),
    })
    const error = failure(await post(request), 400)
    expect(error).toEqual({ code: 'NETWORK_NOT_FOUND', message: 'Network not found' })
  })

  it('answers Network not found for a coin type without the EVM bit (60)', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    const message = request.message.replace(String(COIN_TYPE_A), '60')
    const error = failure(await post({ ...request, message, coin_type: 60 }), 400)
    expect(error.message).toBe('Network not found')
  })

  it('answers 502 CHAIN_UNAVAILABLE when the chain cannot be asked, and stores nothing', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      chainId: 31339,
      timestamp: nowSeconds(),
    })
    // A plain account's signature is still checked by its key when the node is down.
    const wrong = await signedNameRequest(BOB, {
      name: 'alice.foyer.id',
      chainId: 31339,
      address: ALICE.address,
      timestamp: nowSeconds(),
    })
    expect(failure(await post(wrong), 502).code).toBe('CHAIN_UNAVAILABLE')
    expect((await post(request)).statusCode).toBe(201)
  })

  it.each([
    ['another zone', 'alice.eth', 'INVALID_NAME'],
    ['a sub-name', 'a.alice.foyer.id', 'INVALID_NAME'],
    ['a short name', 'bob.foyer.id', 'INVALID_NAME'],
    ['an underscore', 'al_ice.foyer.id', 'INVALID_NAME'],
    ['capitals', 'Alice.foyer.id', 'INVALID_NAME'],
    ['no zone', 'alice', 'INVALID_NAME'],
  ])('refuses a name with %s (400)', async (_, name, code) => {
    const request = await signedNameRequest(ALICE, { name, timestamp: nowSeconds() })
    expect(failure(await post(request), 400).code).toBe(code)
  })

  it('says why a name breaks the rules', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'bob.foyer.id',
      timestamp: nowSeconds(),
    })
    expect(failure(await post(request), 400).message).toBe('A name has at least 4 characters')
  })

  it('refuses a message for another address or coin type than the body (400 INVALID_MESSAGE)', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    expect(failure(await post({ ...request, address: BOB.address }), 400).code).toBe(
      'INVALID_MESSAGE',
    )
    expect(failure(await post({ ...request, coin_type: evmCoinType(31338) }), 400).code).toBe(
      'INVALID_MESSAGE',
    )
  })

  it.each([
    ['a message that is not the JSON', { message: 'register alice please' }, 'INVALID_MESSAGE'],
    ['no signature', { signature: undefined }, 'INVALID_PARAMS'],
    ['a bad address', { address: '0x1234' }, 'INVALID_PARAMS'],
    ['a negative coin type', { coin_type: -1 }, 'INVALID_PARAMS'],
  ])('refuses %s (400)', async (_, change, code) => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    expect(failure(await post({ ...request, ...change }), 400).code).toBe(code)
  })

  it('refuses a body that is not an object (400)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/profile/account${projectQuery(project.id)}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('alice'),
    })
    expect(failure(response, 400).code).toBe('INVALID_PARAMS')
  })

  it('lets exactly one of two simultaneous registrations of a name through', async () => {
    const requests = await Promise.all(
      [CAROL, DAVE].map((signer) =>
        signedNameRequest(signer, { name: 'carol.foyer.id', timestamp: nowSeconds() }),
      ),
    )
    const answers = await Promise.all(requests.map(post))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
  })

  it('needs a project like every API route', async () => {
    const request = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    const response = await app.inject({
      method: 'POST',
      url: '/v1/profile/account',
      payload: request,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /v1/profile/account/{name}', () => {
  it('answers the record by full name or label, any case', async () => {
    const registered = await register(ALICE, 'alice')
    for (const name of ['alice.foyer.id', 'alice', 'ALICE.foyer.id']) {
      const response = await get(`/v1/profile/account/${name}`)
      expect(response.statusCode).toBe(200)
      expect(nameRecordSchema.parse(response.json())).toEqual(registered)
    }
  })

  it('answers 404 NAME_NOT_FOUND with a reason for a free name', async () => {
    const error = failure(await get('/v1/profile/account/nobody.foyer.id'), 404)
    expect(error).toEqual({ code: 'NAME_NOT_FOUND', message: 'nobody.foyer.id is not registered' })
  })

  it.each(['alice.eth', 'bob', 'al_ice'])('answers 400 INVALID_NAME for %s', async (name) => {
    expect(failure(await get(`/v1/profile/account/${name}`), 400).code).toBe('INVALID_NAME')
  })
})

describe('GET /v1/profile/reverse/{address}', () => {
  it('lists the names of an address (any case), and none for another', async () => {
    const record = await register(ALICE, 'alice')
    const response = await get(`/v1/profile/reverse/${ALICE.address.toLowerCase()}`)
    expect(response.statusCode).toBe(200)
    expect(reverseNamesResponseSchema.parse(response.json())).toEqual([record])
    const none = await get(`/v1/profile/reverse/${BOB.address}`)
    expect(none.json()).toEqual([])
  })

  it('answers 400 INVALID_PARAMS with a reason for a bad address', async () => {
    expect(failure(await get('/v1/profile/reverse/alice.foyer.id'), 400).code).toBe(
      'INVALID_PARAMS',
    )
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  const suggestions = async (name: string) => {
    const response = await get(`/v1/profile/suggestions/${name}`)
    expect(response.statusCode, response.body).toBe(200)
    return nameSuggestionsResponseSchema.parse(response.json()).suggestions
  }

  it('offers the name itself first and variants, all free at first', async () => {
    expect(await suggestions('Alice')).toEqual([
      { name: 'alice.foyer.id', registered: false },
      { name: 'alice1.foyer.id', registered: false },
      { name: 'alice2.foyer.id', registered: false },
      { name: 'alice3.foyer.id', registered: false },
      { name: 'alice4.foyer.id', registered: false },
    ])
  })

  it('marks registered names', async () => {
    await register(ALICE, 'alice')
    await register(BOB, 'alice2')
    const answer = await suggestions('alice.foyer.id')
    expect(answer.filter((entry) => entry.registered).map((entry) => entry.name)).toEqual([
      'alice.foyer.id',
      'alice2.foyer.id',
    ])
  })

  it('offers only valid variants of a short name or one with a hyphen at an end', async () => {
    expect((await suggestions('bob')).map((entry) => entry.name)).toEqual([
      'bob1.foyer.id',
      'bob2.foyer.id',
      'bob3.foyer.id',
      'bob4.foyer.id',
    ])
    expect((await suggestions('ab')).length).toBe(0)
    expect((await suggestions('alice-'))[0]).toEqual({ name: 'alice1.foyer.id', registered: false })
  })

  it.each(['al_ice', 'alice.eth', 'a'.repeat(64)])(
    'answers 400 INVALID_NAME for %s',
    async (name) => {
      expect(failure(await get(`/v1/profile/suggestions/${name}`), 400).code).toBe('INVALID_NAME')
    },
  )
})

describe('POST /v1/profile/text', () => {
  const AVATAR = 'https://foyer.localhost/avatars/alice.png'
  const setText = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/v1/profile/text${projectQuery(project.id)}`,
      payload: body,
    })
  const textRequest = (
    signer: typeof ALICE,
    text: Record<string, string>,
    options: { name?: string; address?: `0x${string}`; timestamp?: number; chainId?: number } = {},
  ) =>
    signedNameTextRequest(signer, {
      name: 'alice.foyer.id',
      text,
      timestamp: nowSeconds(),
      ...options,
    })

  it("sets the holder's text records, answers the record, and removes one with ''", async () => {
    await register(ALICE, 'alice')
    clock = new Date(clock.getTime() + 1_000)
    const response = await setText(
      await textRequest(ALICE, { avatar: AVATAR, description: 'Alice, from the shop.' }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const record = nameRecordSchema.parse(response.json())
    expect(record.attributes).toEqual({ avatar: AVATAR, description: 'Alice, from the shop.' })
    expect(record.updated).toBe(clock.toISOString())
    expect(record.created).not.toBe(record.updated)
    const read = nameRecordSchema.parse((await get('/v1/profile/account/alice')).json())
    expect(read.attributes).toEqual(record.attributes)

    clock = new Date(clock.getTime() + 1_000)
    const removed = await setText(
      await textRequest(ALICE, { description: '', url: 'https://a.example' }),
    )
    expect(removed.statusCode, removed.body).toBe(200)
    expect(nameRecordSchema.parse(removed.json()).attributes).toEqual({
      avatar: AVATAR,
      url: 'https://a.example',
    })
  })

  it('refuses another signer (401 INVALID_SIGNATURE) and another address (403) and changes nothing', async () => {
    await register(ALICE, 'alice')
    const forged = await textRequest(BOB, { avatar: AVATAR }, { address: ALICE.address })
    expect(failure(await setText(forged), 401).code).toBe('INVALID_SIGNATURE')
    const bobs = await textRequest(BOB, { avatar: AVATAR })
    const refused = failure(await setText(bobs), 403)
    expect(refused.code).toBe('NOT_NAME_HOLDER')
    expect(refused.message).toBe('Only the address that holds alice.foyer.id can change it')
    const read = nameRecordSchema.parse((await get('/v1/profile/account/alice')).json())
    expect(read.attributes).toEqual({})
  })

  it('answers 404 NAME_NOT_FOUND for a name nobody holds', async () => {
    expect(failure(await setText(await textRequest(ALICE, { avatar: AVATAR })), 404).code).toBe(
      'NAME_NOT_FOUND',
    )
  })

  it.each([
    ['a key that is not allowed', { 'com.example.secret': 'x' }],
    [
      'an avatar longer than its limit',
      { avatar: `https://a.example/${'a'.repeat(NAME_TEXT_KEYS.avatar)}` },
    ],
    [
      'a description longer than its limit',
      { description: 'a'.repeat(NAME_TEXT_KEYS.description + 1) },
    ],
    ['an avatar that is not an image URI', { avatar: 'javascript:alert(1)' }],
    ['a control character', { display: 'Alice\u0000' }],
    ['no record at all', {}],
  ])('refuses %s (400 INVALID_TEXT_RECORD)', async (_, text) => {
    await register(ALICE, 'alice')
    const error = failure(
      await setText(await textRequest(ALICE, text as Record<string, string>)),
      400,
    )
    expect(error.code).toBe('INVALID_TEXT_RECORD')
    expect(error.message).toMatch(/^Invalid text record: /)
  })

  it('refuses a replayed message (409), a stale one, and a registration message (400)', async () => {
    await register(ALICE, 'alice')
    const request = await textRequest(ALICE, { avatar: AVATAR })
    expect((await setText(request)).statusCode).toBe(200)
    expect(failure(await setText(request), 409).code).toBe('REPLAYED_MESSAGE')
    const stale = await textRequest(
      ALICE,
      { avatar: AVATAR },
      {
        timestamp: nowSeconds() - NAME_MESSAGE_LIFETIME_SECONDS - 1,
      },
    )
    expect(failure(await setText(stale), 400).code).toBe('STALE_MESSAGE')
    const registration = await signedNameRequest(ALICE, {
      name: 'alice.foyer.id',
      timestamp: nowSeconds(),
    })
    expect(failure(await setText(registration), 400).code).toBe('INVALID_MESSAGE')
  })

  it('refuses a body that is not a signed message (400 INVALID_PARAMS)', async () => {
    expect(failure(await setText({ avatar: AVATAR }), 400).code).toBe('INVALID_PARAMS')
    const request = await textRequest(ALICE, { avatar: AVATAR })
    expect(failure(await setText({ ...request, message: 'x'.repeat(20_001) }), 400).code).toBe(
      'INVALID_PARAMS',
    )
  })
})
