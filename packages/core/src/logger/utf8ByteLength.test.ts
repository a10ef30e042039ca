import { describe, expect, it } from 'vitest'
import { utf8ByteLength } from './utf8ByteLength'

const encoder = new TextEncoder()
const samples = ['', 'abc', 'é', '€', '😀', 'a😀b€é', '\ud800', 'x\udc00y', '\ud83d']

describe('utf8ByteLength', () => {
  it.each(samples)('matches TextEncoder for %j', (text) => {
    expect(utf8ByteLength(text)).toBe(encoder.encode(text).length)
  })
})
