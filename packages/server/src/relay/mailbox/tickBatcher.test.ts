import { describe, expect, it } from 'vitest'
import { TickBatcher } from './tickBatcher'

describe('TickBatcher', () => {
  it('writes the items of one turn together and answers each its own result', async () => {
    const writes: number[][] = []
    const batcher = new TickBatcher(async (items: readonly number[]) => {
      writes.push([...items])
      return items.map((item) => item * 10)
    })
    const results = await Promise.all([batcher.add(1), batcher.add(2), batcher.add(3)])
    expect(results).toEqual([10, 20, 30])
    expect(writes).toEqual([[1, 2, 3]])
  })

  it('gathers what arrives during a write into the next one', async () => {
    const writes: number[][] = []
    let release: () => void = () => {}
    const batcher = new TickBatcher(async (items: readonly number[]) => {
      writes.push([...items])
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return items
    })
    const first = batcher.add(1)
    await new Promise((resolve) => setImmediate(resolve))
    const later = [batcher.add(2), batcher.add(3)]
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual([[1]])
    release()
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3])
    expect(writes).toEqual([[1], [2, 3]])
  })

  it('rejects every item of a failed write, and writes the next batch', async () => {
    let fail = true
    const batcher = new TickBatcher(async (items: readonly string[]) => {
      if (fail) throw new Error('disk full')
      return items
    })
    const failed = [batcher.add('a'), batcher.add('b')]
    for (const result of failed) await expect(result).rejects.toThrow('disk full')
    fail = false
    expect(await batcher.add('c')).toBe('c')
  })

  it('flush resolves once everything handed over is written', async () => {
    const written: number[] = []
    const batcher = new TickBatcher(async (items: readonly number[]) => {
      written.push(...items)
      return items
    })
    void batcher.add(1)
    void batcher.add(2)
    await batcher.flush()
    expect(written).toEqual([1, 2])
    await batcher.flush()
    expect(written).toEqual([1, 2])
  })
})
