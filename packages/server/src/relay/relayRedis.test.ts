import { randomBytes } from 'node:crypto'
import { testAccounts } from '@foyer/devchain'
import { type HDAccount, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { openPostgres } from '../store/openPostgres'
import { freshPostgres } from '../test/testDatabases'
import { RPC_ERROR_CODES } from './rpcErrors'
import { RawRelayClient } from './testing/rawRelayClient'
import { relayJwt } from './testing/relayJwt'
import { type RedisServer, startRedisServer } from './testing/startRedisServer'
import { startTestRelay, type TestRelay } from './testing/startTestRelay'
import {
  createTestDapp,
  createTestWallet,
  nextEvent,
  stopTestCore,
  withTimeout,
} from './testing/walletConnectClients'
import { answerRequests, pairSession } from './testing/walletConnectSession'

const account = testAccounts[4] as HDAccount

let redis: RedisServer
let dbs: Database[]
let nodeA: TestRelay
let nodeB: TestRelay
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  const [server, postgres] = await Promise.all([startRedisServer(), freshPostgres()])
  redis = server
  await migrate(postgres.db)
  // Two relay nodes, each with its own pool on the same Postgres, sharing one Redis.
  dbs = [postgres.db, openPostgres(postgres.url)]
  nodeA = await startTestRelay({ db: postgres.db, redisUrl: redis.url })
  nodeB = await startTestRelay({ db: dbs[1] as Database, redisUrl: redis.url })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([nodeA.close(), nodeB.close()])
  await Promise.all(dbs.map((db) => db.close()))
  await redis.stop()
})

const newTopic = () => randomBytes(32).toString('hex')

async function connect(node: TestRelay) {
  const { jwt } = await relayJwt(node.url)
  const client = await RawRelayClient.connect(node.url, { auth: jwt, projectId: node.projectId })
  cleanups.push(() => client.close())
  return client
}

describe('two relay nodes behind Redis', () => {
  it('deliver a message published on one node to subscribers on both, never back to the publisher', async () => {
    const [publisher, onB, onA] = await Promise.all([
      connect(nodeA),
      connect(nodeB),
      connect(nodeA),
    ])
    const topic = newTopic()
    for (const client of [publisher, onB, onA]) await client.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'across', ttl: 300, tag: 1108 })
    expect(await onB.nextDelivery()).toMatchObject({ topic, message: 'across', tag: 1108 })
    expect(await onA.nextDelivery()).toMatchObject({ topic, message: 'across' })
    await onB.request('irn_publish', { topic, message: 'back', ttl: 300 })
    expect((await publisher.nextDelivery()).message).toBe('back')
  })

  it('deliver on one node what was published on the other before anyone subscribed', async () => {
    const [publisher, late] = await Promise.all([connect(nodeA), connect(nodeB)])
    const topic = newTopic()
    await publisher.request('irn_publish', { topic, message: 'kept', ttl: 300 })
    await late.request('irn_subscribe', { topic })
    expect((await late.nextDelivery()).message).toBe('kept')
  })

  it('stop delivering on a node once its subscriber unsubscribed', async () => {
    const [publisher, onB] = await Promise.all([connect(nodeA), connect(nodeB)])
    const [topic, marker] = [newTopic(), newTopic()]
    await onB.request('irn_batchSubscribe', { topics: [topic, marker] })
    await onB.request('irn_unsubscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'unseen', ttl: 300 })
    await publisher.request('irn_publish', { topic: marker, message: 'marker', ttl: 300 })
    expect((await onB.nextDelivery()).message).toBe('marker')
    expect(onB.queuedDeliveries).toEqual([])
  })

  it('carry a WalletConnect session with the dapp on one node and the wallet on the other', async () => {
    const dapp = await createTestDapp(nodeA)
    const wallet = await createTestWallet(nodeB)
    cleanups.push(
      () => stopTestCore(dapp.core),
      () => stopTestCore(wallet.core),
    )
    answerRequests(wallet, account)
    const { session } = await pairSession(dapp, wallet, account.address)
    const message = 'Signed across two relay nodes'
    const signature = await withTimeout(
      dapp.request<`0x${string}`>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [toHex(message), account.address] },
      }),
      15_000,
      'personal_sign',
    )
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)

    const changed = nextEvent(dapp, 'session_event')
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    expect(await changed).toMatchObject({ params: { chainId: 'eip155:31338' } })

    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
  })
})

describe('a relay node whose Redis goes away', () => {
  it('answers a publish with an internal error, keeps the message, and keeps serving', async () => {
    const own = await startRedisServer()
    const node = await startTestRelay({ db: dbs[0] as Database, redisUrl: own.url })
    cleanups.push(() => node.close())
    const publisher = await connect(node)
    const topic = newTopic()
    await own.stop()
    const reply = await publisher.request('irn_publish', { topic, message: 'kept', ttl: 300 })
    expect(reply.error).toEqual({
      code: RPC_ERROR_CODES.internalError,
      message: 'Internal error: irn_publish failed',
    })
    const late = await connect(nodeA)
    await late.request('irn_subscribe', { topic })
    expect((await late.nextDelivery()).message).toBe('kept')
    expect((await publisher.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual(
      { messages: [], hasMore: false },
    )
  })
})
