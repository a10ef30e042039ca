import { describe, expect, it } from 'vitest'
import { createNameMessage, parseNameMessage } from './nameMessage'

const MESSAGE = {
  name: 'alice.foyer.id',
  coin_type: 0x80007a69,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  timestamp: 1_700_000_000,
} as const

describe('the registration message', () => {
  it('is one JSON line with the fields in a fixed order, and parses back', () => {
    const text = createNameMessage({ ...MESSAGE })
    expect(text).toBe(
      '{"name":"alice.foyer.id","coin_type":2147514985,"address":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","timestamp":1700000000}',
    )
    expect(parseNameMessage(text)).toEqual(MESSAGE)
  })

  it.each([
    ['not JSON', 'alice'],
    ['a missing field', JSON.stringify({ ...MESSAGE, timestamp: undefined })],
    ['an extra field', JSON.stringify({ ...MESSAGE, admin: true })],
    ['a bad address', JSON.stringify({ ...MESSAGE, address: '0x1234' })],
    ['a string timestamp', JSON.stringify({ ...MESSAGE, timestamp: '1700000000' })],
    ['a list', '[]'],
  ])('is refused with %s', (_, text) => {
    expect(parseNameMessage(text)).toBeUndefined()
  })
})
