import { normalize } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import {
  fullName,
  isValidNameLabel,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PROBLEM_MESSAGES,
  nameLabelOf,
  nameLabelProblem,
  normalizeNameLabel,
} from './nameRules'

const VALID = [
  'alice',
  'bob1',
  '1234',
  'a-b-c',
  'abcd',
  'x1-y2-z3',
  'foyer-dev',
  'ab-c',
  'a'.repeat(NAME_MAX_LENGTH),
]

const INVALID: [string, string][] = [
  ['', 'tooShort'],
  ['bob', 'tooShort'],
  ['a-b', 'tooShort'],
  ['a'.repeat(NAME_MAX_LENGTH + 1), 'tooLong'],
  ['ali ce', 'invalidCharacters'],
  ['alice.eth', 'invalidCharacters'],
  ['alice_bob', 'invalidCharacters'],
  ['Alice', 'invalidCharacters'],
  ['alicé', 'invalidCharacters'],
  ['ali😀', 'invalidCharacters'],
  ['аlice', 'invalidCharacters'], // Cyrillic а
  ['-alice', 'hyphenEdge'],
  ['alice-', 'hyphenEdge'],
  ['xn--abc', 'labelExtension'],
  ['ab--cd', 'labelExtension'],
]

describe('name rules (docs/product.md#names: letters, digits and hyphens only, at least 4 characters)', () => {
  it('has the product’s minimum of 4 characters', () => {
    expect(NAME_MIN_LENGTH).toBe(4)
  })

  it.each(VALID)('accepts %s, which ENS normalization leaves as it is', (label) => {
    expect(nameLabelProblem(label)).toBeUndefined()
    expect(isValidNameLabel(label)).toBe(true)
    expect(normalize(`${label}.foyer.id`)).toBe(`${label}.foyer.id`)
  })

  it.each(INVALID)('refuses %j (%s)', (label, problem) => {
    expect(nameLabelProblem(label)).toBe(problem)
    expect(isValidNameLabel(label)).toBe(false)
  })

  it('says why in words', () => {
    expect(NAME_PROBLEM_MESSAGES.tooShort).toBe('A name has at least 4 characters')
    expect(NAME_PROBLEM_MESSAGES.invalidCharacters).toBe(
      'A name has letters, digits and hyphens only',
    )
  })

  it('normalizes what is typed: trimmed, lowercase', () => {
    expect(normalizeNameLabel('  Alice-Bob ')).toBe('alice-bob')
    expect(isValidNameLabel(normalizeNameLabel('ALICE'))).toBe(true)
  })

  it('joins and splits full names', () => {
    expect(fullName('alice', 'foyer.id')).toBe('alice.foyer.id')
    expect(nameLabelOf('alice', 'foyer.id')).toBe('alice')
    expect(nameLabelOf('Alice.Foyer.ID', 'foyer.id')).toBe('alice')
    expect(nameLabelOf('alice.eth', 'foyer.id')).toBeUndefined()
    expect(nameLabelOf('a.b.foyer.id', 'foyer.id')).toBeUndefined()
    expect(nameLabelOf('bob', 'foyer.id')).toBe('bob')
  })
})
