import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { RPC_ERROR_CODES } from './rpcErrors'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

const KIB = 1024
const MIB = 1024 * KIB
const BUFFER_BOUND = 1 * MIB
const GRACE_SECONDS = 3
const MESSAGE_BYTES = 128 * KIB
const PUBLISHERS = 8
const PUBLISH_MS = 3_000
/** Batches each publisher keeps waiting for their answer, and messages per batch (1.5 MiB). */
const IN_FLIGHT = 2
const PER_BATCH = 12

let db: Database
let relay: TestRelay

/** A relay whose slow sockets are closed after `graceSeconds`. */
function startRelay(graceSeconds: number) {
  return startTestRelay({
    db,
    env: {
      RELAY_MAX_SOCKET_BUFFER_BYTES: String(BUFFER_BOUND),
      RELAY_SLOW_SOCKET_GRACE_SECONDS: String(graceSeconds),
      RELAY_PUBLISHES_PER_SECOND: '10000',
      // Room for the mailbox to take what the subscriber misses, and the publishers' clients to
      // fill it: the quotas are not what bounds memory here.
      RELAY_CLIENT_MAX_STORED_BYTES: String(8 * MIB),
      RELAY_TOPIC_MAX_STORED_BYTES: String(32 * MIB),
      RELAY_TOPIC_MAX_STORED_MESSAGES: '10000',
    },
  })
}

beforeAll(async () => {
  db = await migratedPglite()
  relay = await startRelay(GRACE_SECONDS)
})
afterAll(async () => {
  await relay?.close()
  await db?.close()
})

async function connect(
  keyPair?: Awaited<ReturnType<typeof relayJwt>>['keyPair'],
  on: TestRelay = relay,
) {
  const auth = await relayJwt(on.url, keyPair ? { keyPair } : {})
  const client = await RawRelayClient.connect(on.url, {
    auth: auth.jwt,
    projectId: on.projectId,
  })
  return { client, ...auth }
}

/** What the server holds unsent in its sockets, summed. */
const serverBuffered = (on: TestRelay = relay) =>
  [...on.app.websocketServer.clients].reduce((sum, socket) => sum + socket.bufferedAmount, 0)

describe('backpressure: a subscriber that stops reading', () => {
  it('with 8 publishers keeps the server’s send buffers and memory bounded, and is closed after the grace', async () => {
    const topic = randomBytes(32).toString('hex')
    const subscriber = await connect()
    subscriber.client.autoAck = false
    expect((await subscriber.client.request('irn_subscribe', { topic })).result).toEqual(
      expect.any(String),
    )
    // Stops reading: the kernel's buffers fill, then the relay's.
    subscriber.client.socket.pause()
    const publishers = await Promise.all(Array.from({ length: PUBLISHERS }, () => connect()))

    const before = process.memoryUsage()
    let maxBuffered = 0
    let maxRss = before.rss
    let maxHeap = before.heapUsed
    let closedAfterMs: number | undefined
    const started = performance.now()
    const sampler = setInterval(() => {
      maxBuffered = Math.max(maxBuffered, serverBuffered())
      const memory = process.memoryUsage()
      maxRss = Math.max(maxRss, memory.rss)
      maxHeap = Math.max(maxHeap, memory.heapUsed)
      if (closedAfterMs === undefined && relay.app.websocketServer.clients.size === PUBLISHERS) {
        closedAfterMs = performance.now() - started
      }
    }, 20)

    const outcomes = new Map<string, number>()
    const filler = randomBytes(MESSAGE_BYTES / 2).toString('hex')
    let sent = 0
    await Promise.all(
      publishers.map(async ({ client }, publisher) => {
        while (performance.now() - started < PUBLISH_MS) {
          const replies = await Promise.all(
            Array.from({ length: IN_FLIGHT }, () => {
              const messages = Array.from({ length: PER_BATCH }, () => {
                const stamp = `${publisher}:${sent++}:`
                return { topic, message: stamp + filler.slice(stamp.length), ttl: 300, tag: 1108 }
              })
              return client.request('irn_batchPublish', { messages })
            }),
          )
          for (const reply of replies) {
            const kind = reply.result === true ? 'stored or delivered' : String(reply.error?.code)
            outcomes.set(kind, (outcomes.get(kind) ?? 0) + PER_BATCH)
          }
        }
      }),
    )
    await expect.poll(() => closedAfterMs, { timeout: (GRACE_SECONDS + 5) * 1000 }).toBeDefined()
    clearInterval(sampler)
    const after = process.memoryUsage()
    const [stored] = await db.query<{ messages: number; bytes: string }>(
      'SELECT count(*)::int AS messages, coalesce(sum(bytes), 0)::text AS bytes FROM relay_messages WHERE topic = $1',
      [topic],
    )
    console.log(
      [
        `relay backpressure: ${sent} publishes of ${MESSAGE_BYTES / KIB} KiB by ${PUBLISHERS} publishers in ${PUBLISH_MS / 1000} s to a subscriber that does not read`,
        `  outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`,
        `  server send buffers, summed: at most ${(maxBuffered / MIB).toFixed(2)} MiB (bound ${BUFFER_BOUND / MIB} MiB per socket)`,
        `  slow subscriber closed ${((closedAfterMs ?? 0) / 1000).toFixed(1)} s after publishing began (grace ${GRACE_SECONDS} s)`,
        `  process heap ${(before.heapUsed / MIB).toFixed(0)} → max ${(maxHeap / MIB).toFixed(0)} MiB; rss ${(before.rss / MIB).toFixed(0)} → max ${(maxRss / MIB).toFixed(0)} MiB (rss includes the in-process publishers and PGlite)`,
        `  mailbox holds ${stored?.messages} messages, ${(Number(stored?.bytes) / MIB).toFixed(1)} MiB for the topic`,
      ].join('\n'),
    )
    // One socket over the bound gets no more deliveries: at most the bound, one message and
    // the publishers' small answers wait in the server.
    expect(maxBuffered).toBeLessThan(BUFFER_BOUND + MESSAGE_BYTES + 256 * KIB)
    expect(maxHeap - before.heapUsed).toBeLessThan(150 * MIB)
    // Publishers were slowed (each connection's requests wait their turn, and the mailbox
    // write), or refused with a quota, saturation or busy error: never failed.
    const known = [
      'stored or delivered',
      ...[
        RPC_ERROR_CODES.quotaExceeded,
        RPC_ERROR_CODES.topicSaturated,
        RPC_ERROR_CODES.rateLimited,
      ].map(String),
    ]
    expect([...outcomes.keys()].filter((kind) => !known.includes(kind))).toEqual([])
    expect(Number(stored?.bytes)).toBeLessThanOrEqual(32 * MIB)

    // What it missed waits in the mailbox: the same client, back, gets it.
    subscriber.client.socket.terminate()
    const back = await connect(subscriber.keyPair)
    await back.client.request('irn_subscribe', { topic })
    const first = await back.client.nextDelivery(10_000)
    expect(first.topic).toBe(topic)
    await Promise.all([back.client.close(), ...publishers.map(({ client }) => client.close())])
    void after
  }, 30_000)

  it('a socket that drains in time gets what was held back, without reconnecting', async () => {
    // A grace no loaded machine outlasts: this test is about draining, the one above about closing.
    const patient = await startRelay(60)
    const topic = randomBytes(32).toString('hex')
    const subscriber = await connect(undefined, patient)
    await subscriber.client.request('irn_subscribe', { topic })
    subscriber.client.socket.pause()
    const publishers = await Promise.all(
      Array.from({ length: 4 }, () => connect(undefined, patient)),
    )
    const filler = randomBytes(MESSAGE_BYTES / 2).toString('hex')
    const sent = new Set<string>()
    let maxBuffered = 0
    const sampler = setInterval(() => {
      maxBuffered = Math.max(maxBuffered, serverBuffered(patient))
    }, 10)
    // 96 × 128 KiB: more than the kernel's buffers and the bound together.
    const replies = await Promise.all(
      publishers.flatMap(({ client }, publisher) =>
        [0, 1].map((batch) => {
          const messages = Array.from({ length: PER_BATCH }, (_, index) => {
            const stamp = `${publisher}:${batch}:${index}:`
            sent.add(stamp)
            return { topic, message: stamp + filler.slice(stamp.length), ttl: 300, tag: 1108 }
          })
          return client.request('irn_batchPublish', { messages })
        }),
      ),
    )
    clearInterval(sampler)
    expect(replies.map((reply) => reply.result)).toEqual(Array(8).fill(true))
    // The socket did pass the bound: later deliveries were held back.
    expect(maxBuffered).toBeGreaterThan(BUFFER_BOUND)
    // Reads again before the grace ends: the held-back messages follow from the mailbox.
    subscriber.client.socket.resume()
    const got = new Set<string>()
    while (got.size < sent.size) {
      const delivery = await subscriber.client.nextDelivery(10_000)
      got.add(/^\d+:\d+:\d+:/.exec(delivery.message)?.[0] ?? '')
    }
    expect(got).toEqual(sent)
    await Promise.all([subscriber, ...publishers].map(({ client }) => client.close()))
    await patient.close()
  }, 60_000)
})
