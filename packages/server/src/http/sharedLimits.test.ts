import { randomBytes } from 'node:crypto'
import { type Anvil, startAnvil } from '@foyer/devchain'
import { healthResponseSchema } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import { type RedisServer, startRedisServer } from '../relay/testing/startRedisServer'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { freePort } from '../test/postgresCluster'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { UNKNOWN_PROJECT_LIMIT_PER_MINUTE } from './unknownProjectLimit'

let db: Database
let chain: Anvil
let redis: RedisServer
let shop: Project
const apps: FastifyInstance[] = []
/** A well-formed project id no project has. */
const unknownId = () => randomBytes(16).toString('hex')

beforeAll(async () => {
  ;[db, chain, redis] = await Promise.all([
    migratedPglite(),
    startAnvil({ chainId: 31337, port: 0 }),
    startRedisServer(),
  ])
  shop = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await Promise.all([db?.close(), chain?.stop(), redis?.stop()])
})

/** One API node on the shared database and `redisUrl`. */
async function node(redisUrl = redis.url, env: Record<string, string> = {}) {
  const app = await createApp(
    testConfig({
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: '3',
      CHAIN_RPC_URLS: `31337=${chain.rpcUrl}`,
      ...env,
    }),
    { db, healthTimeoutMs: 500 },
  )
  apps.push(app)
  return app
}

const get = (app: FastifyInstance, projectId: string, ip: string) =>
  app.inject({
    method: 'GET',
    url: `/getAnalyticsConfig${projectQuery(projectId)}`,
    remoteAddress: ip,
  })

describe('limits shared across nodes (REDIS_URL)', () => {
  let nodeA: FastifyInstance
  let nodeB: FastifyInstance
  beforeAll(async () => {
    nodeA = await node()
    nodeB = await node()
  })

  it('a client over its HTTP limit on node A is limited on node B', async () => {
    const ip = '203.0.113.21'
    expect((await get(nodeA, shop.id, ip)).statusCode).toBe(200)
    expect((await get(nodeB, shop.id, ip)).statusCode).toBe(200)
    expect((await get(nodeA, shop.id, ip)).statusCode).toBe(200)
    const onB = await get(nodeB, shop.id, ip)
    expect(onB.statusCode).toBe(429)
    expect(onB.json().error.code).toBe('RATE_LIMITED')
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0)
    expect((await get(nodeA, shop.id, ip)).statusCode).toBe(429)
    // Another client has its own budget.
    expect((await get(nodeB, shop.id, '203.0.113.22')).statusCode).toBe(200)
  })

  it('a client over its unknown-project limit on node A is limited on node B', async () => {
    const ip = '198.51.100.7'
    for (let n = 0; n < UNKNOWN_PROJECT_LIMIT_PER_MINUTE; n++) {
      const target = n % 2 === 0 ? nodeA : nodeB
      expect((await get(target, unknownId(), ip)).statusCode).toBe(403)
    }
    for (const target of [nodeB, nodeA]) {
      const limited = await get(target, unknownId(), ip)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests for unknown projects; retry in \d+ s$/),
      })
    }
    expect((await get(nodeB, unknownId(), '198.51.100.8')).statusCode).toBe(403)
  })

  it('keeps no client address in Redis, and every count expires with its window', async () => {
    const probe = new Redis(redis.url)
    try {
      const keys = await probe.keys('*')
      const limitKeys = keys.filter((key) => key.startsWith('foyer:limit:'))
      expect(limitKeys.length).toBeGreaterThan(0)
      for (const key of limitKeys) {
        expect(key).not.toMatch(/203\.0\.113|198\.51\.100/)
        const ttl = await probe.pttl(key)
        expect(ttl).toBeGreaterThan(0)
        expect(ttl).toBeLessThanOrEqual(60_000)
      }
    } finally {
      probe.disconnect()
    }
  })

  it('/health reports Redis when it answers', async () => {
    const response = await nodeA.inject({ method: 'GET', url: '/health' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.checks.redis).toEqual({ ok: true, latencyMs: expect.any(Number) })
    expect(healthResponseSchema.safeParse(body).success).toBe(true)
  })
})

describe('Redis unreachable', () => {
  it('refuses to start with a REDIS_URL nothing answers, naming REDIS_URL', async () => {
    const url = `redis://:SECRET@127.0.0.1:${await freePort()}`
    await expect(node(url)).rejects.toThrow(/Could not connect to Redis at .*\(REDIS_URL\)/)
    await expect(node(url)).rejects.not.toThrow(/SECRET/)
  })

  it('after the start: /health says degraded within its timeout; limits fail open, visitors get no 5xx', async () => {
    const own = await startRedisServer()
    let stopped = false
    try {
      const app = await node(own.url, { RATE_LIMIT_PER_MINUTE: '2' })
      const ip = '192.0.2.9'
      expect((await get(app, shop.id, ip)).statusCode).toBe(200)
      await own.stop()
      stopped = true
      const started = performance.now()
      const response = await app.inject({ method: 'GET', url: '/health' })
      expect(performance.now() - started).toBeLessThan(1_500)
      expect(response.statusCode).toBe(503)
      const body = response.json()
      expect(body.status).toBe('degraded')
      expect(body.checks.redis).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^Redis: /),
      })
      expect(healthResponseSchema.safeParse(body).success).toBe(true)
      // Counted in this process meanwhile: the visitor gets answers, then 429, never a 5xx.
      expect((await get(app, shop.id, ip)).statusCode).toBe(200)
      expect((await get(app, shop.id, ip)).statusCode).toBe(200)
      expect((await get(app, shop.id, ip)).statusCode).toBe(429)
      expect((await get(app, unknownId(), ip)).statusCode).toBe(403)
    } finally {
      if (!stopped) await own.stop()
    }
  })
})
