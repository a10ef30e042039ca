import { describe, expect, it } from 'vitest'
import { type HubMember, RelayHub } from './relayHub'
import type { RelayMessage } from './relayMessage'

function member(clientId: string): HubMember & { got: RelayMessage[] } {
  const got: RelayMessage[] = []
  return { clientId, got, deliver: (message) => got.push(message) > 0 }
}

function message(topic: string, publisher: string): RelayMessage {
  return { id: '1', topic, message: 'm', tag: 0, publisher, publishedAt: 0, expiresAt: 1 }
}

describe('RelayHub', () => {
  it('joins a topic on the bus once, and leaves it when its last holder leaves', async () => {
    const calls: string[] = []
    const hub = new RelayHub({
      join: async (topic) => {
        calls.push(`join ${topic}`)
      },
      leave: async (topic) => {
        calls.push(`leave ${topic}`)
      },
    })
    const a = member('a')
    const b = member('b')
    await hub.add('t', a)
    await hub.add('t', b)
    await hub.remove('t', a)
    expect(hub.topicCount).toBe(1)
    await hub.remove('t', b)
    await hub.remove('t', b)
    expect(calls).toEqual(['join t', 'leave t'])
    expect(hub.topicCount).toBe(0)
  })

  it('delivers to every holder of the topic but the publisher', async () => {
    const hub = new RelayHub({ join: async () => {}, leave: async () => {} })
    const a = member('a')
    const b = member('b')
    const c = member('c')
    await hub.add('t', a)
    await hub.add('t', b)
    await hub.add('u', c)
    hub.deliver(message('t', 'a'))
    expect([a.got.length, b.got.length, c.got.length]).toEqual([0, 1, 0])
  })

  it('rejects when joining fails, and tries again on the next add', async () => {
    let fail = true
    const hub = new RelayHub({
      join: async () => {
        if (fail) throw new Error('Redis is down')
      },
      leave: async () => {},
    })
    const a = member('a')
    await expect(hub.add('t', a)).rejects.toThrow('Redis is down')
    await hub.remove('t', a)
    fail = false
    await expect(hub.add('t', a)).resolves.toBeUndefined()
  })
})
