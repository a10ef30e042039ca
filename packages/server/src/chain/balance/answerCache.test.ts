import { describe, expect, it } from 'vitest'
import { answerCache, DEFAULT_MAX_CACHED_ANSWERS } from './answerCache'

function setup(maxEntries?: number) {
  let clock = 0
  const cache = answerCache<string>({
    lifetimeMs: 1_000,
    now: () => new Date(clock),
    ...(maxEntries === undefined ? {} : { maxEntries }),
  })
  let loads = 0
  const load =
    (value: string, keep = true) =>
    async () => {
      loads++
      return { value, keep }
    }
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

describe('answerCache', () => {
  it('keeps an answer for its lifetime, then loads again', async () => {
    const { cache, load, loads, advance } = setup()
    expect(await cache.get('a', load('one'))).toBe('one')
    advance(999)
    expect(await cache.get('a', load('two'))).toBe('one')
    advance(1)
    expect(await cache.get('a', load('three'))).toBe('three')
    expect(loads()).toBe(2)
  })

  it('keeps answers per key', async () => {
    const { cache, load } = setup()
    await cache.get('a', load('A'))
    expect(await cache.get('b', load('B'))).toBe('B')
    expect(await cache.get('a', load('x'))).toBe('A')
  })

  it('loads again on refresh and keeps the new answer', async () => {
    const { cache, load } = setup()
    await cache.get('a', load('old'))
    expect(await cache.get('a', load('new'), true)).toBe('new')
    expect(await cache.get('a', load('x'))).toBe('new')
  })

  it('does not keep an answer its load says not to keep, and drops the old one', async () => {
    const { cache, load, loads } = setup()
    await cache.get('a', load('good'))
    expect(await cache.get('a', load('degraded', false), true)).toBe('degraded')
    expect(await cache.get('a', load('again'))).toBe('again')
    expect(loads()).toBe(3)
  })

  it('keeps nothing when a load fails', async () => {
    const { cache, load } = setup()
    await expect(
      cache.get('a', async () => {
        throw new Error('node down')
      }),
    ).rejects.toThrow('node down')
    expect(await cache.get('a', load('later'))).toBe('later')
  })

  it('keeps the refreshed answer when an older load ends after it', async () => {
    const { cache, load } = setup()
    let finishSlow: (value: { value: string; keep: boolean }) => void = () => {}
    const slow = cache.get('a', () => new Promise((resolve) => (finishSlow = resolve)))
    expect(await cache.get('a', load('fresh'), true)).toBe('fresh')
    finishSlow({ value: 'stale', keep: true })
    expect(await slow).toBe('stale')
    expect(await cache.get('a', load('x'))).toBe('fresh')
  })

  it('shares one load between concurrent misses of a key', async () => {
    const { cache, load, loads } = setup()
    const [first, second] = await Promise.all([
      cache.get('a', load('1')),
      cache.get('a', load('2')),
    ])
    expect([first, second]).toEqual(['1', '1'])
    expect(loads()).toBe(1)
  })

  it('drops the oldest answers beyond its size', async () => {
    const { cache, load, loads } = setup(2)
    await cache.get('a', load('A'))
    await cache.get('b', load('B'))
    await cache.get('c', load('C'))
    expect(await cache.get('b', load('x'))).toBe('B')
    expect(await cache.get('a', load('A2'))).toBe('A2')
    expect(loads()).toBe(4)
    expect(DEFAULT_MAX_CACHED_ANSWERS).toBe(10_000)
  })
})
