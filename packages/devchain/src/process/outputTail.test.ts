import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { outputTail } from './outputTail'

describe('outputTail', () => {
  it('keeps the last lines of every stream, including an unterminated last line', async () => {
    const out = new PassThrough()
    const err = new PassThrough()
    const seen: string[] = []
    const tail = outputTail([out, err, null], { maxLines: 3, onLine: (line) => seen.push(line) })
    out.write('one\ntw')
    out.write('o\n\nthree\n')
    err.end('four')
    out.end()
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual(['one', 'two', '', 'three', 'four'])
    expect(tail()).toBe('three\nfour')
  })
})
