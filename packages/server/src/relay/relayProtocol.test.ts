import { createHash, randomBytes } from 'node:crypto'
import type { Keypair } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { storeMessages } from './mailbox/storeMessages'
import {
  RELAY_FETCH_PAGE_SIZE,
  RELAY_MAX_PENDING_REQUESTS,
  RELAY_MAX_TTL_SECONDS,
  RELAY_MAX_UNACKED_DELIVERIES,
} from './relayConstants'
import { RPC_ERROR_CODES } from './rpcErrors'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

let db: Database
let relay: TestRelay
let clock = Date.now()
const open: RawRelayClient[] = []

beforeAll(async () => {
  db = await migratedPglite()
  relay = await startTestRelay({ db, now: () => new Date(clock), sweepIntervalMs: 50 })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await relay.close()
  await db.close()
})

const newTopic = () => randomBytes(32).toString('hex')

/** `count` messages m0, m1, … a dapp published on `topic`, to store straight in the mailbox. */
const storedMessages = (topic: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    topic,
    message: `m${index}`,
    tag: 1108,
    publisher: 'did:key:dapp',
    publishedAt: clock,
    ttlSeconds: 300,
  }))

/** A client of the relay; the same keyPair connects again as the same client. */
async function connect(keyPair?: Keypair) {
  const jwt = await relayJwt(relay.url, keyPair ? { keyPair } : {})
  const client = await RawRelayClient.connect(relay.url, {
    auth: jwt.jwt,
    projectId: relay.projectId,
  })
  open.push(client)
  return Object.assign(client, { clientId: jwt.clientId, keyPair: jwt.keyPair })
}

async function subscribe(client: RawRelayClient, topic: string) {
  expect((await client.request('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
}

async function publish(client: RawRelayClient, topic: string, message: string, extra = {}) {
  const reply = await client.request('irn_publish', {
    topic,
    message,
    ttl: 300,
    tag: 1108,
    ...extra,
  })
  expect(reply).toEqual({ id: expect.any(Number), jsonrpc: '2.0', result: true })
}

describe('subscribing', () => {
  it('answers irn_subscribe with sha256(topic + client id)', async () => {
    const client = await connect()
    const topic = newTopic()
    const reply = await client.request('irn_subscribe', { topic })
    expect(reply.result).toBe(
      createHash('sha256')
        .update(topic + client.clientId)
        .digest('hex'),
    )
  })

  it('answers irn_batchSubscribe with the ids in order', async () => {
    const client = await connect()
    const topics = [newTopic(), newTopic()]
    const reply = await client.request('irn_batchSubscribe', { topics })
    expect(reply.result).toEqual(
      topics.map((topic) =>
        createHash('sha256')
          .update(topic + client.clientId)
          .digest('hex'),
      ),
    )
  })
})

describe('publishing', () => {
  it('delivers to every subscriber, with the subscription id, never to the publisher', async () => {
    const [dapp, wallet, watcher] = await Promise.all([connect(), connect(), connect()])
    const topic = newTopic()
    for (const client of [dapp, wallet, watcher]) await subscribe(client, topic)
    const before = clock
    await publish(dapp, topic, 'request')
    for (const client of [wallet, watcher]) {
      expect(await client.nextDelivery()).toEqual({
        requestId: expect.any(Number),
        subscriptionId: createHash('sha256')
          .update(topic + client.clientId)
          .digest('hex'),
        topic,
        message: 'request',
        publishedAt: before,
        tag: 1108,
      })
    }
    // The publisher's first delivery is the wallet's answer: its own message never came back.
    await publish(wallet, topic, 'answer')
    expect((await dapp.nextDelivery()).message).toBe('answer')
    expect(dapp.queuedDeliveries).toEqual([])
  })

  it('accepts the fields it does not use (prompt, attestation, tvf)', async () => {
    const client = await connect()
    await publish(client, newTopic(), 'm', {
      prompt: true,
      attestation: 'jwt',
      correlationId: 12,
      rpcMethods: ['personal_sign'],
      chainId: 'eip155:1',
    })
  })

  it('publishes each message of irn_batchPublish in order', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscribe(wallet, topic)
    const reply = await dapp.request('irn_batchPublish', {
      messages: [
        { topic, message: 'one', ttl: 300, tag: 1108 },
        { topic, message: 'two', ttl: 300 },
      ],
    })
    expect(reply.result).toBe(true)
    expect(await wallet.nextDelivery()).toMatchObject({ message: 'one', tag: 1108 })
    expect(await wallet.nextDelivery()).toMatchObject({ message: 'two', tag: 0 })
  })
})

describe('the mailbox', () => {
  it('delivers stored messages on subscribe, to each subscriber', async () => {
    const [dapp, wallet, watcher] = await Promise.all([connect(), connect(), connect()])
    const topic = newTopic()
    await publish(dapp, topic, 'one')
    await publish(dapp, topic, 'two')
    for (const client of [wallet, watcher]) {
      await subscribe(client, topic)
      expect((await client.nextDelivery()).message).toBe('one')
      expect((await client.nextDelivery()).message).toBe('two')
    }
  })

  it('delivers again what a client did not acknowledge, and never what it did', async () => {
    const [dapp, first] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    first.autoAck = false
    await subscribe(first, topic)
    await publish(dapp, topic, 'm1')
    expect((await first.nextDelivery()).message).toBe('m1')
    await first.close()

    const second = await connect(first.keyPair)
    second.autoAck = false
    await subscribe(second, topic)
    const again = await second.nextDelivery()
    expect(again.message).toBe('m1')
    second.ack(again)
    await second.close()

    const third = await connect(first.keyPair)
    await subscribe(third, topic)
    await third.sync()
    expect(third.queuedDeliveries).toEqual([])
  })

  it('ignores acknowledgements of unknown requests, and errors instead of acks', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    wallet.autoAck = false
    await subscribe(wallet, topic)
    await publish(dapp, topic, 'm1')
    const delivery = await wallet.nextDelivery()
    wallet.send(JSON.stringify({ id: 99_999, jsonrpc: '2.0', result: true }))
    wallet.send(JSON.stringify({ id: 'x', jsonrpc: '2.0', result: true }))
    wallet.send(JSON.stringify({ id: delivery.requestId, jsonrpc: '2.0', error: { code: 1 } }))
    await wallet.sync()
    await wallet.close()
    // The error is no acknowledgement: the message comes again.
    const back = await connect(wallet.keyPair)
    await subscribe(back, topic)
    expect((await back.nextDelivery()).message).toBe('m1')
  })

  it('forgets the oldest unacknowledged delivery beyond its limit; it comes again later', async () => {
    const wallet = await connect()
    const topic = newTopic()
    await storeMessages(db, storedMessages(topic, RELAY_MAX_UNACKED_DELIVERIES + 1))
    wallet.autoAck = false
    await subscribe(wallet, topic)
    await wallet.sync()
    const deliveries = wallet.queuedDeliveries.slice()
    expect(deliveries).toHaveLength(RELAY_MAX_UNACKED_DELIVERIES + 1)
    for (const delivery of deliveries) wallet.ack(delivery)
    await wallet.sync()
    await wallet.close()
    const back = await connect(wallet.keyPair)
    await subscribe(back, topic)
    await back.sync()
    expect(back.queuedDeliveries.map((delivery) => delivery.message)).toEqual(['m0'])
  })

  it('drops a message at its TTL: no delivery after, and the sweep deletes it', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await dapp.request('irn_publish', { topic, message: 'short', ttl: 60 })
    await dapp.request('irn_publish', { topic, message: 'long', ttl: 600 })
    clock += 60_000
    await subscribe(wallet, topic)
    await wallet.sync()
    expect(wallet.queuedDeliveries.map((delivery) => delivery.message)).toEqual(['long'])
    await expect
      .poll(() => db.query('SELECT message FROM relay_messages WHERE topic = $1', [topic]), {
        timeout: 5_000,
      })
      .toEqual([{ message: 'long' }])
  })

  it('returns stored messages once from irn_batchFetchMessages, page by page', async () => {
    const wallet = await connect()
    const topic = newTopic()
    await storeMessages(db, storedMessages(topic, RELAY_FETCH_PAGE_SIZE + 1))
    const fetch = async () =>
      (await wallet.request('irn_batchFetchMessages', { topics: [topic] })).result as {
        messages: { topic: string; message: string; publishedAt: number; tag: number }[]
        hasMore: boolean
      }
    const first = await fetch()
    expect(first.hasMore).toBe(true)
    expect(first.messages).toHaveLength(RELAY_FETCH_PAGE_SIZE)
    expect(first.messages[0]).toEqual({ topic, message: 'm0', publishedAt: clock, tag: 1108 })
    expect(await fetch()).toEqual({
      messages: [{ topic, message: `m${RELAY_FETCH_PAGE_SIZE}`, publishedAt: clock, tag: 1108 }],
      hasMore: false,
    })
    expect(await fetch()).toEqual({ messages: [], hasMore: false })
  })
})

describe('unsubscribing', () => {
  it('stops delivery with irn_unsubscribe', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const [topic, marker] = [newTopic(), newTopic()]
    await subscribe(wallet, topic)
    await subscribe(wallet, marker)
    const id = createHash('sha256')
      .update(topic + wallet.clientId)
      .digest('hex')
    expect((await wallet.request('irn_unsubscribe', { topic, id })).result).toBe(true)
    await publish(dapp, topic, 'unseen')
    await publish(dapp, marker, 'marker')
    expect((await wallet.nextDelivery()).message).toBe('marker')
    expect(wallet.queuedDeliveries).toEqual([])
  })

  it('stops delivery of each topic with irn_batchUnsubscribe; unknown topics are fine', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const [one, two, marker] = [newTopic(), newTopic(), newTopic()]
    await wallet.request('irn_batchSubscribe', { topics: [one, two, marker] })
    const reply = await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: one, id: 'a' }, { topic: two, id: 'b' }, { topic: newTopic() }],
    })
    expect(reply.result).toBe(true)
    await publish(dapp, one, 'unseen')
    await publish(dapp, two, 'unseen')
    await publish(dapp, marker, 'marker')
    expect((await wallet.nextDelivery()).message).toBe('marker')
    expect(wallet.queuedDeliveries).toEqual([])
  })
})

describe('WalletConnect session methods', () => {
  it('wc_proposeSession stores the proposal (1100) and subscribes the dapp to the pairing topic', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const pairingTopic = newTopic()
    const reply = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 1,
    })
    expect(reply.result).toBe(true)
    await subscribe(wallet, pairingTopic)
    expect(await wallet.nextDelivery()).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
      tag: 1100,
    })
    await publish(wallet, pairingTopic, 'response')
    expect((await dapp.nextDelivery()).message).toBe('response')
  })

  it('wc_approveSession answers on the pairing topic (1101), settles on the session topic (1102) and subscribes the wallet', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    await subscribe(dapp, pairingTopic)
    const reply = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(reply.result).toBe(true)
    expect(await dapp.nextDelivery()).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await subscribe(dapp, sessionTopic)
    expect(await dapp.nextDelivery()).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    await publish(dapp, sessionTopic, 'settle ack')
    expect((await wallet.nextDelivery()).message).toBe('settle ack')
  })
})

describe('bad requests', () => {
  it('answers malformed JSON with a parse error and keeps the connection', async () => {
    const client = await connect()
    client.send('{"id":1,"jsonrpc":')
    expect(await client.nextUnmatchedReply()).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: RPC_ERROR_CODES.parseError, message: expect.stringMatching(/^Parse error: /) },
    })
    await subscribe(client, newTopic())
  })

  it('answers an unknown method with method not found', async () => {
    const client = await connect()
    expect(await client.request('irn_teleport', {})).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      error: { code: RPC_ERROR_CODES.methodNotFound, message: 'Unknown method "irn_teleport"' },
    })
    expect((await client.request('toString', {})).error?.code).toBe(RPC_ERROR_CODES.methodNotFound)
  })

  it.each([
    ['[1]', 'Batch requests are not supported'],
    ['"text"', 'Expected a JSON-RPC 2.0 object'],
    ['{"jsonrpc":"2.0","method":"irn_subscribe"}', 'A request needs an id: a string or a number'],
  ])('answers %s with invalid request', async (text, message) => {
    const client = await connect()
    client.send(text)
    expect(await client.nextUnmatchedReply()).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: RPC_ERROR_CODES.invalidRequest, message },
    })
  })

  it('answers a binary frame with invalid request', async () => {
    const client = await connect()
    client.send(Buffer.from('{"id":1}'))
    expect((await client.nextUnmatchedReply()).error).toEqual({
      code: RPC_ERROR_CODES.invalidRequest,
      message: 'Binary frames are not supported: send JSON text',
    })
  })

  it.each([
    [
      'irn_subscribe',
      {},
      'Invalid params of irn_subscribe: params.topic: expected a topic: 64 hex characters',
    ],
    ['irn_subscribe', { topic: 'xyz' }, 'params.topic: expected a topic: 64 hex characters'],
    ['irn_subscribe', null, 'params.topic: expected a topic'],
    ['irn_batchSubscribe', { topics: [] }, 'params.topics: expected at least one topic'],
    ['irn_batchSubscribe', { topics: 'a' }, 'params.topics: expected an array of topics'],
    [
      'irn_publish',
      { topic: 'a'.repeat(64), message: 'm' },
      'params.ttl: expected a TTL in seconds',
    ],
    [
      'irn_publish',
      { topic: 'a'.repeat(64), message: 'm', ttl: 0 },
      'params.ttl: expected a TTL of at least 1 second',
    ],
    [
      'irn_publish',
      { topic: 'a'.repeat(64), message: 'm', ttl: 1.5 },
      'params.ttl: expected a whole number of seconds',
    ],
    [
      'irn_publish',
      { topic: 'a'.repeat(64), message: 'm', ttl: RELAY_MAX_TTL_SECONDS + 1 },
      `params.ttl: expected a TTL of at most ${RELAY_MAX_TTL_SECONDS} seconds`,
    ],
    [
      'irn_publish',
      { topic: 'a'.repeat(64), message: '', ttl: 60 },
      'params.message: expected a non-empty message',
    ],
    [
      'irn_publish',
      { topic: 'a'.repeat(64), message: 'm', ttl: 60, tag: 'x' },
      'params.tag: expected a numeric tag',
    ],
    ['irn_batchPublish', { messages: [] }, 'params.messages: expected at least one message'],
    [
      'irn_batchPublish',
      { messages: [{ topic: 'a'.repeat(64) }] },
      'params.messages.0.message: expected a message string',
    ],
    ['irn_unsubscribe', { id: 'x' }, 'params.topic: expected a topic'],
    [
      'irn_batchUnsubscribe',
      { subscriptions: [] },
      'params.subscriptions: expected at least one subscription',
    ],
    ['irn_batchFetchMessages', {}, 'params.topics: expected an array of topics'],
    [
      'wc_proposeSession',
      { pairingTopic: 'a'.repeat(64), ttl: 300 },
      'params.sessionProposal: expected a message string',
    ],
    [
      'wc_approveSession',
      { pairingTopic: 'a'.repeat(64), ttl: 300 },
      'params.sessionTopic: expected a topic',
    ],
  ])('answers %s %j with invalid params', async (method, params, message) => {
    const client = await connect()
    const reply = await client.request(method, params)
    expect(reply.error?.code).toBe(RPC_ERROR_CODES.invalidParams)
    expect(reply.error?.message).toContain(message)
  })

  it('refuses requests beyond those waiting for their answer, and answers every one', async () => {
    const client = await connect()
    const count = RELAY_MAX_PENDING_REQUESTS * 4
    const replies = await Promise.all(
      Array.from({ length: count }, () =>
        client.request('irn_batchFetchMessages', { topics: [newTopic()] }),
      ),
    )
    const refused = replies.filter((reply) => reply.error)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]?.error).toEqual({
      code: RPC_ERROR_CODES.rateLimited,
      message: `Too many requests: at most ${RELAY_MAX_PENDING_REQUESTS} may wait for their answer`,
    })
    expect(replies.filter((reply) => reply.result).length).toBeGreaterThanOrEqual(
      RELAY_MAX_PENDING_REQUESTS,
    )
    await subscribe(client, newTopic())
  })

  it('answers an id beyond 2^53 with every digit', async () => {
    const client = await connect()
    const topic = newTopic()
    const id = '1712345678901234567'
    const reply = await client.sendWaiting(
      id,
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    )
    expect(reply.result).toMatch(/^[0-9a-f]{64}$/)
  })
})
