import { describe, expect, it } from 'vitest'
import { errorEventSchema } from './errorEventSchema'

describe('errorEventSchema', () => {
  it('accepts type, event, properties and keeps other fields', () => {
    const event = {
      type: 'error',
      event: 'ERROR',
      properties: { message: 'boom', stack: ['a'] },
      timestamp: 1_700_000_000_000,
    }
    expect(errorEventSchema.parse(event)).toEqual(event)
  })

  it('accepts an event without properties', () => {
    expect(errorEventSchema.parse({ type: 'error', event: 'ERROR' })).toEqual({
      type: 'error',
      event: 'ERROR',
    })
  })

  it.each([
    ['a string', 'error'],
    ['an array', [{ type: 'error', event: 'ERROR' }]],
    ['null', null],
    ['no type', { event: 'ERROR' }],
    ['an empty event', { type: 'error', event: '' }],
    ['a numeric event', { type: 'error', event: 1 }],
    ['a long type', { type: 'x'.repeat(129), event: 'ERROR' }],
    ['properties that are a list', { type: 'error', event: 'ERROR', properties: [] }],
    ['properties that are a string', { type: 'error', event: 'ERROR', properties: 'x' }],
  ])('refuses %s', (_, body) => {
    expect(errorEventSchema.safeParse(body).success).toBe(false)
  })
})
