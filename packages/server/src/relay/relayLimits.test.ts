import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { maxFrameBytes } from './relayLimits'
import { RPC_ERROR_CODES } from './rpcErrors'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'

const LIMITS = { maxMessageBytes: 1024, maxSubscriptionsPerClient: 3, publishesPerSecond: 5 }

let db: Database
let relay: TestRelay
let clock = Date.now()
const open: RawRelayClient[] = []

beforeAll(async () => {
  db = await migratedPglite()
  relay = await startTestRelay({
    db,
    now: () => new Date(clock),
    env: {
      RELAY_MAX_MESSAGE_BYTES: String(LIMITS.maxMessageBytes),
      RELAY_MAX_SUBSCRIPTIONS: String(LIMITS.maxSubscriptionsPerClient),
      RELAY_PUBLISHES_PER_SECOND: String(LIMITS.publishesPerSecond),
    },
  })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await relay.close()
  await db.close()
})

const newTopic = () => randomBytes(32).toString('hex')

async function connect() {
  const { jwt } = await relayJwt(relay.url)
  const client = await RawRelayClient.connect(relay.url, { auth: jwt, projectId: relay.projectId })
  open.push(client)
  return client
}

const stored = async (topic: string) =>
  (await db.query('SELECT message FROM relay_messages WHERE topic = $1', [topic])).length

describe('message size (RELAY_MAX_MESSAGE_BYTES)', () => {
  it('refuses a longer message, stores nothing, and keeps the connection', async () => {
    const client = await connect()
    const topic = newTopic()
    const reply = await client.request('irn_publish', {
      topic,
      message: 'x'.repeat(LIMITS.maxMessageBytes + 1),
      ttl: 300,
    })
    expect(reply.error).toEqual({
      code: RPC_ERROR_CODES.messageTooLarge,
      message: 'The message is 1025 bytes; the limit is 1024 (RELAY_MAX_MESSAGE_BYTES)',
    })
    expect(await stored(topic)).toBe(0)
    const fits = await client.request('irn_publish', {
      topic,
      message: 'x'.repeat(LIMITS.maxMessageBytes),
      ttl: 300,
    })
    expect(fits.result).toBe(true)
  })

  it('refuses a session proposal that is too long, without subscribing or storing', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const pairingTopic = newTopic()
    const reply = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'x'.repeat(LIMITS.maxMessageBytes + 1),
      ttl: 300,
    })
    expect(reply.error?.code).toBe(RPC_ERROR_CODES.messageTooLarge)
    expect(await stored(pairingTopic)).toBe(0)
    await wallet.request('irn_publish', { topic: pairingTopic, message: 'unseen', ttl: 300 })
    await dapp.sync()
    expect(dapp.queuedDeliveries).toEqual([])
  })

  it('answers a frame beyond the frame limit with an error', async () => {
    const client = await connect()
    const limit = maxFrameBytes(LIMITS)
    client.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', pad: 'x'.repeat(limit) }),
    )
    expect(await client.nextUnmatchedReply()).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: {
        code: RPC_ERROR_CODES.messageTooLarge,
        message: expect.stringMatching(
          new RegExp(
            `^The request is \\d+ bytes; the limit is ${limit} \\(4 × RELAY_MAX_MESSAGE_BYTES`,
          ),
        ),
      },
    })
    expect((await client.request('irn_subscribe', { topic: newTopic() })).result).toBeTruthy()
  })

  it('closes the socket (1009) on a frame beyond 4× the frame limit, before reading it', async () => {
    const client = await connect()
    const closed = client.closed()
    client.send('x'.repeat(maxFrameBytes(LIMITS) * 4 + 1))
    expect((await closed).code).toBe(1009)
  })
})

describe('subscriptions per client (RELAY_MAX_SUBSCRIPTIONS)', () => {
  it('refuses a batch beyond the limit whole', async () => {
    const client = await connect()
    const topics = [newTopic(), newTopic(), newTopic(), newTopic()]
    const reply = await client.request('irn_batchSubscribe', { topics })
    expect(reply.error).toEqual({
      code: RPC_ERROR_CODES.tooManySubscriptions,
      message: 'Too many subscriptions: at most 3 topics per client (RELAY_MAX_SUBSCRIPTIONS)',
    })
    expect(
      (await client.request('irn_batchSubscribe', { topics: topics.slice(0, 3) })).result,
    ).toHaveLength(3)
  })

  it('counts each topic once, frees a slot on unsubscribe, and counts implicit subscriptions', async () => {
    const client = await connect()
    const [one, two, three] = [newTopic(), newTopic(), newTopic()]
    await client.request('irn_batchSubscribe', { topics: [one, two, three] })
    expect((await client.request('irn_subscribe', { topic: one })).result).toBeTruthy()
    const fourth = newTopic()
    expect((await client.request('irn_subscribe', { topic: fourth })).error?.code).toBe(
      RPC_ERROR_CODES.tooManySubscriptions,
    )
    const proposal = await client.request('wc_proposeSession', {
      pairingTopic: fourth,
      sessionProposal: 'proposal',
      ttl: 300,
    })
    expect(proposal.error?.code).toBe(RPC_ERROR_CODES.tooManySubscriptions)
    expect(await stored(fourth)).toBe(0)
    await client.request('irn_unsubscribe', { topic: one })
    expect((await client.request('irn_subscribe', { topic: fourth })).result).toBeTruthy()
  })
})

describe('publishes per second (RELAY_PUBLISHES_PER_SECOND)', () => {
  it('refuses publishes beyond the rate until the next second', async () => {
    const client = await connect()
    const topic = newTopic()
    const publish = (message: string) => client.request('irn_publish', { topic, message, ttl: 300 })
    for (let index = 0; index < LIMITS.publishesPerSecond; index++) {
      expect((await publish(`m${index}`)).result).toBe(true)
    }
    expect((await publish('over')).error).toEqual({
      code: RPC_ERROR_CODES.rateLimited,
      message:
        'Too many publishes: at most 5 messages per second per client (RELAY_PUBLISHES_PER_SECOND); retry in a second',
    })
    expect(await stored(topic)).toBe(LIMITS.publishesPerSecond)
    clock += 1_000
    expect((await publish('later')).result).toBe(true)
  })

  it('counts each message of a batch and both parts of wc_approveSession', async () => {
    const client = await connect()
    clock += 1_000
    const topic = newTopic()
    const messages = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        topic,
        message: `b${index}-${count}`,
        ttl: 300,
      }))
    expect((await client.request('irn_batchPublish', { messages: messages(6) })).error?.code).toBe(
      RPC_ERROR_CODES.rateLimited,
    )
    expect((await client.request('irn_batchPublish', { messages: messages(4) })).result).toBe(true)
    const approve = await client.request('wc_approveSession', {
      sessionTopic: newTopic(),
      pairingTopic: topic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(approve.error?.code).toBe(RPC_ERROR_CODES.rateLimited)
  })

  it('limits each client on its own', async () => {
    clock += 1_000
    const [one, two] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    const batch = Array.from({ length: 5 }, (_, index) => ({
      topic,
      message: `c${index}`,
      ttl: 300,
    }))
    expect((await one.request('irn_batchPublish', { messages: batch })).result).toBe(true)
    const other = batch.map((message) => ({ ...message, message: `d${message.message}` }))
    expect((await two.request('irn_batchPublish', { messages: other })).result).toBe(true)
  })
})
