import { randomBytes } from 'node:crypto'
import type { Keypair } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { RPC_ERROR_CODES } from './rpcErrors'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { type RedisServer, startRedisServer } from './testing/startRedisServer'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

const PER_SECOND = 4

let redis: RedisServer
let db: Database
let nodeA: TestRelay
let nodeB: TestRelay
let clock = Date.now()
const open: RawRelayClient[] = []

beforeAll(async () => {
  ;[redis, db] = await Promise.all([startRedisServer(), migratedPglite()])
  // Two relay nodes on one database and one Redis, with one clock (the bucket refills by it).
  const node = () =>
    startTestRelay({
      db,
      redisUrl: redis.url,
      now: () => new Date(clock),
      env: { RELAY_PUBLISHES_PER_SECOND: String(PER_SECOND) },
    })
  nodeA = await node()
  nodeB = await node()
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await Promise.all([nodeA?.close(), nodeB?.close()])
  await db?.close()
  await redis?.stop()
})

const newTopic = () => randomBytes(32).toString('hex')

async function connect(node: TestRelay, keyPair?: Keypair) {
  const { jwt, keyPair: used } = await relayJwt(node.url, keyPair ? { keyPair } : {})
  const client = await RawRelayClient.connect(node.url, { auth: jwt, projectId: node.projectId })
  open.push(client)
  return { client, keyPair: used }
}

const publish = (client: RawRelayClient, topic: string, message: string) =>
  client.request('irn_publish', { topic, message, ttl: 300 })

describe('publishes per second across relay nodes (REDIS_URL)', () => {
  it('a client over its limit on node A is over it on node B, until the next second', async () => {
    clock += 10_000
    const { client: onA, keyPair } = await connect(nodeA)
    const { client: onB } = await connect(nodeB, keyPair)
    const topic = newTopic()
    for (let index = 0; index < PER_SECOND - 1; index++) {
      expect((await publish(onA, topic, `a${index}`)).result).toBe(true)
    }
    expect((await publish(onB, topic, 'b0')).result).toBe(true)
    for (const client of [onA, onB]) {
      expect((await publish(client, topic, 'over')).error).toMatchObject({
        code: RPC_ERROR_CODES.rateLimited,
        message: expect.stringContaining('RELAY_PUBLISHES_PER_SECOND'),
      })
    }
    clock += 1_000
    expect((await publish(onB, topic, 'later')).result).toBe(true)
  })

  it('counts each client identity apart', async () => {
    clock += 10_000
    const { client: first } = await connect(nodeA)
    const { client: second } = await connect(nodeB)
    const topic = newTopic()
    for (let index = 0; index < PER_SECOND; index++) {
      expect((await publish(first, topic, `f${index}`)).result).toBe(true)
    }
    expect((await publish(first, topic, 'over')).error?.code).toBe(RPC_ERROR_CODES.rateLimited)
    expect((await publish(second, topic, 's0')).result).toBe(true)
  })

  it('keeps no client id in Redis, and lets its keys expire', async () => {
    clock += 10_000
    const { client, keyPair } = await connect(nodeA)
    await publish(client, newTopic(), 'kept')
    const { clientId } = await relayJwt(nodeA.url, { keyPair })
    const { Redis } = await import('ioredis')
    const probe = new Redis(redis.url)
    try {
      const keys = await probe.keys('foyer:limit:*')
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) {
        expect(key).not.toContain(clientId)
        expect(await probe.pttl(key)).toBeGreaterThan(0)
      }
    } finally {
      probe.disconnect()
    }
  })
})
