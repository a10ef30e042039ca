import { describe, expect, it } from 'vitest'
import { etagMatches } from './etagMatches'

describe('etagMatches', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    [' "x" ,W/"abc" ', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected)
  })
})
