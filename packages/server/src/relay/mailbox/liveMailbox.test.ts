import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RelayMessage } from '../relayMessage'
import { LIVE_ID_PREFIX, LiveMailbox } from './liveMailbox'
import type { NewRelayMessage } from './storeMessages'

const GRACE_MS = 1_000
const input = (message: string, topic = 'a'.repeat(64)): NewRelayMessage => ({
  topic,
  message,
  tag: 1108,
  publisher: 'did:key:dapp',
  publishedAt: 1_000,
  ttlSeconds: 300,
})

/** A live mailbox over a recording store; `listeners` subscribers hold every topic. */
function setup({ listeners = 1, failStore = false } = {}) {
  const stored: NewRelayMessage[] = []
  const delivered: RelayMessage[] = []
  const live = new LiveMailbox({
    store: async (message) => {
      if (failStore) throw new Error('disk full')
      stored.push(message)
      return { ...(delivered[0] as RelayMessage), id: String(stored.length) }
    },
    deliver: (message) => {
      delivered.push(message)
      return listeners
    },
    graceMs: GRACE_MS,
  })
  return { live, stored, delivered }
}

const settled = (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  return () => done
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LiveMailbox', () => {
  it('delivers at once and, once acknowledged, answers the publisher and writes nothing', async () => {
    vi.useFakeTimers()
    const { live, stored, delivered } = setup()
    const published = live.publish(input('m1'))
    const answered = settled(published)
    expect(delivered).toEqual([
      expect.objectContaining({ message: 'm1', expiresAt: 301_000, id: `${LIVE_ID_PREFIX}1` }),
    ])
    await Promise.resolve()
    expect(answered()).toBe(false)
    expect(live.acknowledge(delivered[0] as RelayMessage)).toBe(true)
    await published
    await vi.advanceTimersByTimeAsync(GRACE_MS * 2)
    expect(stored).toEqual([])
    expect(live.acknowledge(delivered[0] as RelayMessage)).toBe(false)
  })

  it('writes a message nobody acknowledged within the grace, then answers', async () => {
    vi.useFakeTimers()
    const { live, stored } = setup()
    const answered = settled(live.publish(input('m1')))
    await vi.advanceTimersByTimeAsync(GRACE_MS - 1)
    expect(stored).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(stored).toEqual([input('m1')])
    expect(answered()).toBe(true)
  })

  it('writes at once when nobody listens on the topic', async () => {
    const { live, stored } = setup({ listeners: 0 })
    await live.publish(input('m1'))
    expect(stored).toEqual([input('m1')])
  })

  it('rejects the publish when the write fails', async () => {
    const { live } = setup({ listeners: 0, failStore: true })
    await expect(live.publish(input('m1'))).rejects.toThrow('disk full')
  })

  it('lists what still waits on some topics, and writes it on demand', async () => {
    const { live, stored } = setup()
    const other = 'b'.repeat(64)
    const published = [live.publish(input('m1')), live.publish(input('m2', other))]
    expect(live.waitingOn([other]).map((message) => message.message)).toEqual(['m2'])
    await live.storeWaiting([other])
    expect(stored).toEqual([input('m2', other)])
    await live.storeWaiting()
    await Promise.all(published)
    expect(stored.map((message) => message.message)).toEqual(['m2', 'm1'])
    expect(live.waitingOn(['a'.repeat(64), other])).toEqual([])
  })
})
