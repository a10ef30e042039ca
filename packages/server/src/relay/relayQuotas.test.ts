import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { relayAbuse } from './quota/relayAbuse'
import { storeWithQuotas } from './quota/storeWithQuotas'
import { resolveRelayLimits } from './relayLimits'
import { RPC_ERROR_CODES } from './rpcErrors'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

const KIB = 1024
const MIB = 1024 * KIB
const QUOTAS = {
  RELAY_CLIENT_MAX_STORED_BYTES: String(1 * MIB),
  RELAY_TOPIC_MAX_STORED_MESSAGES: '20',
  RELAY_PROJECT_MAX_STORED_BYTES: String(4 * MIB),
  RELAY_TTL_CEILING_SECONDS: '3600',
  RELAY_PUBLISHES_PER_SECOND: '10000',
}

let db: Database
/** Two relay nodes on one database (as two `foyer serve` behind a proxy). */
let nodeA: TestRelay
let nodeB: TestRelay
const open: RawRelayClient[] = []

beforeAll(async () => {
  db = await migratedPglite()
  nodeA = await startTestRelay({ db, env: QUOTAS })
  nodeB = await startTestRelay({ db, env: QUOTAS })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
  await db.query('DELETE FROM relay_messages')
})
afterAll(async () => {
  await nodeA?.close()
  await nodeB?.close()
  await db?.close()
})

const newTopic = () => randomBytes(32).toString('hex')
/** A message of exactly `bytes` bytes that does not compress (random hex). */
const payload = (bytes: number) => randomBytes(bytes / 2).toString('hex')

async function connect(node: TestRelay, keyPair?: Awaited<ReturnType<typeof relayJwt>>['keyPair']) {
  const auth = await relayJwt(node.url, keyPair ? { keyPair } : {})
  const client = await RawRelayClient.connect(node.url, {
    auth: auth.jwt,
    projectId: node.projectId,
  })
  open.push(client)
  return { client, ...auth }
}

const storedBy = async (clientId: string) => {
  const [row] = await db.query<{ messages: number; bytes: string }>(
    'SELECT count(*)::int AS messages, coalesce(sum(bytes), 0)::text AS bytes FROM relay_messages WHERE publisher = $1',
    [clientId],
  )
  return { messages: row?.messages ?? 0, bytes: Number(row?.bytes ?? 0) }
}
const tableBytes = async () => {
  const [row] = await db.query<{ size: string }>(
    "SELECT pg_total_relation_size('relay_messages')::text AS size",
  )
  return Number(row?.size)
}

describe('isolation: every message is checked alone before it is stored', () => {
  it('a poisoned message among 20 clients’ publishes fails nobody else', async () => {
    const clients = await Promise.all(Array.from({ length: 23 }, () => connect(nodeA)))
    const poisons = [
      { message: 'NUL \u0000 inside', tag: 1108 },
      { message: 'lone \ud800 surrogate', tag: 1108 },
      { message: 'a tag beyond a 32-bit integer', tag: 2 ** 40 },
    ]
    // All sent at once: the relay gets them in the same turns of its event loop.
    const replies = await Promise.all(
      clients.map(({ client }, index) => {
        const poison = poisons[index - 20]
        return client.request('irn_publish', {
          topic: newTopic(),
          message: poison?.message ?? `fine message ${index}`,
          ttl: 300,
          tag: poison?.tag ?? 1108,
        })
      }),
    )
    expect(replies.slice(0, 20).map((reply) => reply.result)).toEqual(Array(20).fill(true))
    for (const reply of replies.slice(20)) {
      expect(reply.error?.code).toBe(RPC_ERROR_CODES.invalidMessage)
      expect(reply.error?.message).toMatch(/^Invalid message: /)
    }
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM relay_messages',
    )
    expect(count).toBe(20)
  })

  it('a batched write that fails is written again message by message: only the bad one fails', async () => {
    const limits = resolveRelayLimits({
      maxMessageBytes: MIB,
      maxSubscriptionsPerClient: 10,
      publishesPerSecond: 10,
    })
    const input = (message: string) => ({
      topic: newTopic(),
      message,
      tag: 1108,
      publisher: 'did:key:test',
      projectId: 'p',
      publishedAt: Date.now(),
      ttlSeconds: 300,
    })
    const batchErrors: Error[] = []
    // Past the relay's own checks (as a bug in them would be): NUL breaks the one INSERT.
    const results = await storeWithQuotas(db, [input('one'), input('bad\u0000'), input('three')], {
      limits,
      now: Date.now(),
      onBatchError: (error) => batchErrors.push(error),
    })
    expect(batchErrors).toHaveLength(1)
    expect(results[0]).toMatchObject({ message: 'one' })
    expect(results[1]).toBeInstanceOf(Error)
    expect(results[2]).toMatchObject({ message: 'three' })
  })
})

describe('quotas: nothing is stored past them, on any node', () => {
  it('one client flooding storage stops at its quota (RELAY_CLIENT_MAX_STORED_BYTES)', async () => {
    const { client, clientId, keyPair } = await connect(nodeA)
    const before = await tableBytes()
    const replies = []
    // 40 × 64 KiB (2.5 MiB) to topics nobody holds: each goes straight to the mailbox.
    for (let round = 0; round < 5; round++) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () =>
            client.request('irn_publish', {
              topic: newTopic(),
              message: payload(64 * KIB),
              ttl: 300,
            }),
          ),
        )),
      )
    }
    const after = await tableBytes()
    const usage = await storedBy(clientId)
    console.log(
      `relay flood: 40 × 64 KiB sent by one client; relay_messages ${before} → ${after} bytes (+${after - before}); the client keeps ${usage.messages} messages, ${usage.bytes} bytes`,
    )
    expect(replies.filter((reply) => reply.result === true)).toHaveLength(16)
    const refused = replies.filter((reply) => reply.error)
    expect(refused).toHaveLength(24)
    for (const reply of refused) {
      expect(reply.error?.code).toBe(RPC_ERROR_CODES.quotaExceeded)
      expect(reply.error?.message).toContain('RELAY_CLIENT_MAX_STORED_BYTES')
      expect(reply.error?.message).toContain(`at most ${MIB} bytes`)
    }
    expect(usage).toEqual({ messages: 16, bytes: MIB })
    // The table grows by the quota and its row and index overhead, not by what was sent.
    expect(after - before).toBeLessThan(2 * MIB)

    // Node B shares the database: the same identity is over its quota there too.
    const sameIdentity = await connect(nodeB, keyPair)
    expect(sameIdentity.clientId).toBe(clientId)
    const onB = await sameIdentity.client.request('irn_publish', {
      topic: newTopic(),
      message: payload(64 * KIB),
      ttl: 300,
    })
    expect(onB.error?.code).toBe(RPC_ERROR_CODES.quotaExceeded)
    expect(onB.error?.message).toContain('RELAY_CLIENT_MAX_STORED_BYTES')
    // Another identity still may.
    const other = await (await connect(nodeB)).client.request('irn_publish', {
      topic: newTopic(),
      message: payload(64 * KIB),
      ttl: 300,
    })
    expect(other.result).toBe(true)
  })

  it('a topic keeps at most RELAY_TOPIC_MAX_STORED_MESSAGES', async () => {
    const { client } = await connect(nodeA)
    const topic = newTopic()
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        client.request('irn_publish', { topic, message: `message ${index}`, ttl: 300 }),
      ),
    )
    expect(replies.filter((reply) => reply.result === true)).toHaveLength(20)
    const refused = replies.filter((reply) => reply.error)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.error?.message).toContain('RELAY_TOPIC_MAX_STORED_MESSAGES')
  })

  it('a project’s clients together keep at most RELAY_PROJECT_MAX_STORED_BYTES', async () => {
    // Four identities fill the project's 4 MiB (1 MiB each, their own quota); a fifth is refused.
    for (let identity = 0; identity < 4; identity++) {
      const { client } = await connect(identity % 2 ? nodeA : nodeB)
      const replies = await Promise.all(
        Array.from({ length: 16 }, () =>
          client.request('irn_publish', {
            topic: newTopic(),
            message: payload(64 * KIB),
            ttl: 300,
          }),
        ),
      )
      expect(replies.every((reply) => reply.result === true)).toBe(true)
    }
    const { client } = await connect(nodeA)
    const reply = await client.request('irn_publish', { topic: newTopic(), message: 'x', ttl: 300 })
    expect(reply.error?.code).toBe(RPC_ERROR_CODES.quotaExceeded)
    expect(reply.error?.message).toContain('RELAY_PROJECT_MAX_STORED_BYTES')
  })

  it('a TTL above RELAY_TTL_CEILING_SECONDS is shortened to it', async () => {
    const { client } = await connect(nodeA)
    const topic = newTopic()
    expect((await client.request('irn_publish', { topic, message: 'm', ttl: 86_400 })).result).toBe(
      true,
    )
    const [row] = await db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - published_at)::int AS seconds FROM relay_messages WHERE topic = $1',
      [topic],
    )
    expect(row?.seconds).toBe(3600)
  })

  it('counts refused publishes per project for the operator (relay abuse)', async () => {
    await expect
      .poll(
        async () => {
          const [project] = await relayAbuse(db, { days: 1, now: Date.now() })
          return project && { id: project.projectId, ...project.refused }
        },
        { timeout: 12_000, interval: 500 },
      )
      .toMatchObject({ id: nodeA.projectId, quota: 24 + 1 + 5 + 1, validation: 3 })
  })
})
