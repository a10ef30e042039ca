import { describe, expect, it } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('loads once and shares the answer, also between calls made while it loads', async () => {
    let loads = 0
    const get = loadOnce(async () => ++loads)
    expect(await Promise.all([get(), get()])).toEqual([1, 1])
    expect(await get()).toBe(1)
    expect(loads).toBe(1)
  })

  it('forgets a failed load: the next call tries again', async () => {
    let loads = 0
    const get = loadOnce(async () => {
      loads++
      if (loads === 1) throw new Error('no key yet')
      return 'key'
    })
    await expect(get()).rejects.toThrow('no key yet')
    expect(await get()).toBe('key')
    expect(await get()).toBe('key')
    expect(loads).toBe(2)
  })
})
