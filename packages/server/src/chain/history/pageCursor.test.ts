import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decodeCursor, encodeCursor } from './pageCursor'

const key = z.tuple([z.number(), z.string()])

describe('page cursors', () => {
  it('give back the key they were made of', () => {
    const cursor = encodeCursor([1_700_000_000, '0xabc'])
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(cursor, key)).toEqual([1_700_000_000, '0xabc'])
  })

  it.each([
    ['characters outside base64url', 'abc!'],
    ['text that is not JSON', Buffer.from('not json').toString('base64url')],
    ['JSON of another shape', encodeCursor(['0xabc', 1])],
    ['a cursor that is far too long', 'A'.repeat(513)],
  ])('refuse %s', (_, cursor) => {
    expect(decodeCursor(cursor, key)).toBeUndefined()
  })
})
