import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import { DeliveryLog } from './deliveryLog'
import { markDelivered } from './markDelivered'
import { pendingMessages } from './pendingMessages'
import { storeMessages } from './storeMessages'
import { sweepMailbox } from './sweepMailbox'

const T0 = Date.parse('2030-01-01T00:00:00Z')
const TOPIC = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)

describe.each(migratedTestDatabases)('the relay mailbox on %s', (_, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())
  beforeEach(() => db.exec('TRUNCATE relay_messages, relay_deliveries'))

  const input = (
    message: string,
    extra: { topic?: string; publisher?: string; ttl?: number; at?: number } = {},
  ) => ({
    topic: extra.topic ?? TOPIC,
    message,
    tag: 1108,
    publisher: extra.publisher ?? 'did:key:dapp',
    publishedAt: extra.at ?? T0,
    ttlSeconds: extra.ttl ?? 300,
  })
  const store = async (message: string, extra: Parameters<typeof input>[1] = {}) => {
    const [stored] = await storeMessages(db, [input(message, extra)])
    if (!stored) throw new Error('storeMessages answered nothing')
    return stored
  }

  const page = (
    clientId: string,
    extra: { now?: number; afterId?: string; limit?: number; maxBytes?: number } = {},
  ) =>
    pendingMessages(db, {
      topics: [TOPIC, OTHER],
      clientId,
      now: extra.now ?? T0,
      limit: extra.limit ?? 100,
      maxBytes: extra.maxBytes ?? 1024 * 1024,
      ...(extra.afterId ? { afterId: extra.afterId } : {}),
    })
  const pending = async (clientId: string, extra: Parameters<typeof page>[1] = {}) =>
    (await page(clientId, extra)).messages

  it('stores a message with its publish time and expiry', async () => {
    const stored = await store('m1')
    expect(stored).toEqual({
      id: expect.stringMatching(/^\d+$/),
      topic: TOPIC,
      message: 'm1',
      tag: 1108,
      publisher: 'did:key:dapp',
      publishedAt: T0,
      expiresAt: T0 + 300_000,
    })
  })

  it('keeps one row for a retried publish, with the longer expiry', async () => {
    const first = await store('m1')
    const retry = await store('m1', { at: T0 + 1_000, ttl: 600 })
    const shorter = await store('m1', { ttl: 10 })
    expect(retry.id).toBe(first.id)
    expect(retry.expiresAt).toBe(T0 + 1_000 + 600_000)
    expect(shorter.expiresAt).toBe(retry.expiresAt)
    expect(await pending('did:key:wallet')).toHaveLength(1)
  })

  it('stores a batch in one statement: ids ascend in input order, repeats share a row', async () => {
    const stored = await storeMessages(db, [
      input('m1'),
      input('m2', { topic: OTHER }),
      input('m1', { ttl: 900 }),
      input('m3'),
    ])
    expect(stored.map((message) => message.message)).toEqual(['m1', 'm2', 'm1', 'm3'])
    const [first, second, repeat, third] = stored.map((message) => BigInt(message.id))
    expect(repeat).toBe(first)
    const ascending = [first, second, third].every(
      (id, index, ids) => index === 0 || (id ?? 0n) > (ids[index - 1] ?? 0n),
    )
    expect(ascending).toBe(true)
    expect(stored[0]?.expiresAt).toBe(T0 + 900_000)
    expect(await storeMessages(db, [])).toEqual([])
    expect(await db.query('SELECT count(*)::int AS count FROM relay_messages')).toEqual([
      { count: 3 },
    ])
  })

  it('gives a client the messages it neither published nor acknowledged, oldest first', async () => {
    const m1 = await store('m1')
    const m2 = await store('m2', { topic: OTHER })
    await store('m3', { publisher: 'did:key:wallet' })
    await store('m4', { topic: 'c'.repeat(64) })
    expect((await pending('did:key:wallet')).map((m) => m.message)).toEqual(['m1', 'm2'])
    await markDelivered(db, [
      { messageId: m1.id, clientId: 'did:key:wallet', expiresAt: m1.expiresAt },
    ])
    await markDelivered(db, [
      { messageId: m1.id, clientId: 'did:key:wallet', expiresAt: m1.expiresAt },
    ])
    expect((await pending('did:key:wallet')).map((m) => m.message)).toEqual(['m2'])
    // Another subscriber still gets both.
    expect((await pending('did:key:other')).map((m) => m.id)).toEqual([
      m1.id,
      m2.id,
      expect.any(String),
    ])
  })

  it('leaves out expired messages', async () => {
    await store('short', { ttl: 10 })
    await store('long', { ttl: 300 })
    expect((await pending('did:key:wallet', { now: T0 + 10_000 })).map((m) => m.message)).toEqual([
      'long',
    ])
  })

  it('pages by row id', async () => {
    for (const message of ['m1', 'm2', 'm3']) await store(message)
    const first = await pending('did:key:wallet', { limit: 2 })
    expect(first.map((m) => m.message)).toEqual(['m1', 'm2'])
    const next = await pending('did:key:wallet', { limit: 2, afterId: first[1]?.id ?? '' })
    expect(next.map((m) => m.message)).toEqual(['m3'])
  })

  it('ends a page early at its byte bound, always giving its first message, and says more wait', async () => {
    for (const message of ['a'.repeat(600), 'b'.repeat(300), 'c'.repeat(200), 'd'.repeat(900)]) {
      await store(message)
    }
    const bytes = (messages: { message: string }[]) => messages.map((m) => m.message.length)
    const first = await page('did:key:wallet', { maxBytes: 1000 })
    expect(bytes(first.messages)).toEqual([600, 300])
    expect(first.hasMore).toBe(true)
    const afterId = first.messages.at(-1)?.id ?? ''
    const second = await page('did:key:wallet', { maxBytes: 1000, afterId })
    expect(bytes(second.messages)).toEqual([200])
    expect(second.hasMore).toBe(true)
    // A message larger than the bound still comes, alone.
    const third = await page('did:key:wallet', {
      maxBytes: 100,
      afterId: second.messages[0]?.id ?? '',
    })
    expect(bytes(third.messages)).toEqual([900])
    expect(third.hasMore).toBe(false)
  })

  it('sweeps expired messages and their delivery records, keeping the rest', async () => {
    const short = await store('short', { ttl: 10 })
    const long = await store('long', { ttl: 300 })
    await markDelivered(db, [
      { messageId: short.id, clientId: 'did:key:wallet', expiresAt: short.expiresAt },
      { messageId: long.id, clientId: 'did:key:wallet', expiresAt: long.expiresAt },
    ])
    expect(await sweepMailbox(db, T0 + 9_999)).toEqual({ messages: 0, deliveries: 0 })
    expect(await sweepMailbox(db, T0 + 10_000)).toEqual({ messages: 1, deliveries: 1 })
    expect(await db.query('SELECT message FROM relay_messages')).toEqual([{ message: 'long' }])
    expect(await pending('did:key:wallet')).toEqual([])
  })

  it('writes the deliveries recorded in one turn in one batch', async () => {
    const m1 = await store('m1')
    const m2 = await store('m2')
    const log = new DeliveryLog(db, (error) => {
      throw error
    })
    log.record({ messageId: m1.id, clientId: 'did:key:wallet', expiresAt: m1.expiresAt })
    log.record({ messageId: m2.id, clientId: 'did:key:wallet', expiresAt: m2.expiresAt })
    await log.flush()
    expect(await pending('did:key:wallet')).toEqual([])
  })
})

describe('DeliveryLog', () => {
  it('hands a failed write to onError and carries on', async () => {
    const errors: Error[] = []
    let fail = true
    const written: unknown[] = []
    const db: Queryable = {
      query: async (_sql, params) => {
        if (fail) throw new Error('database is down')
        written.push(params)
        return []
      },
      exec: async () => {},
    }
    const log = new DeliveryLog(db, (error) => errors.push(error))
    log.record({ messageId: '1', clientId: 'c', expiresAt: 0 })
    await log.flush()
    expect(errors.map((error) => error.message)).toEqual(['database is down'])
    fail = false
    log.record({ messageId: '2', clientId: 'c', expiresAt: 0 })
    await log.flush()
    expect(written).toHaveLength(1)
  })
})
