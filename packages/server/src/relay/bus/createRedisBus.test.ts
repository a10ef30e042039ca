import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/postgresCluster'
import type { RelayMessage } from '../relayMessage'
import { type RedisServer, startRedisServer } from '../testing/startRedisServer'
import { createRedisBus } from './createRedisBus'
import type { RelayBus } from './relayBus'

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(() => redis.stop())

function message(topic: string, text: string): RelayMessage {
  return { id: '1', topic, message: text, tag: 1108, publisher: 'p', publishedAt: 1, expiresAt: 2 }
}

async function bus(received: RelayMessage[], errors: Error[] = []): Promise<RelayBus> {
  return createRedisBus(redis.url, {
    onPublication: (published) => received.push(published),
    onError: (error) => errors.push(error),
  })
}

const until = (check: () => boolean) => expect.poll(check, { timeout: 5_000 }).toBe(true)

describe('createRedisBus', () => {
  it('carries publications of the topics a node joined, from any node, until it leaves', async () => {
    const atOne: RelayMessage[] = []
    const atTwo: RelayMessage[] = []
    const one = await bus(atOne)
    const two = await bus(atTwo)
    try {
      await one.join('t')
      await two.publish(message('t', 'first'))
      await two.publish(message('u', 'not joined'))
      await one.publish(message('t', 'own'))
      await until(() => atOne.length === 2)
      expect(atOne.map((m) => m.message)).toEqual(['first', 'own'])
      expect(atOne[0]).toEqual(message('t', 'first'))
      expect(atTwo).toEqual([])
      await one.leave('t')
      await two.publish(message('t', 'after leave'))
      await one.join('marker')
      await two.publish(message('marker', 'marker'))
      await until(() => atOne.length === 3)
      expect(atOne.map((m) => m.message)).toEqual(['first', 'own', 'marker'])
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })

  it('reports a publication it cannot read, and carries on', async () => {
    const received: RelayMessage[] = []
    const errors: Error[] = []
    const node = await bus(received, errors)
    const raw = new Redis(redis.url)
    try {
      await node.join('t')
      await raw.publish('foyer:relay:t', '{not json')
      await raw.publish('foyer:relay:t', JSON.stringify({ topic: 't' }))
      await raw.publish('foyer:relay:t', JSON.stringify(message('t', 'fine')))
      await until(() => received.length === 1)
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringMatching(/^Unreadable relay publication on foyer:relay:t: /),
        'Malformed relay publication on foyer:relay:t',
      ])
    } finally {
      raw.disconnect()
      await node.close()
    }
  })

  it('names REDIS_URL, without its password, when Redis cannot be reached', async () => {
    const url = `redis://:hunter2@127.0.0.1:${await freePort()}`
    const error = await createRedisBus(url, { onPublication: () => {}, onError: () => {} }).catch(
      (caught: Error) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(
      /^Could not connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ \(REDIS_URL\): .*ECONNREFUSED/,
    )
    expect((error as Error).message).not.toContain('hunter2')
  })
})
