import { describe, expect, it } from 'vitest'
import { redactPassword } from './redactPassword'

describe('redactPassword', () => {
  it.each([
    ['postgres://app:secret@db:5432/foyer', 'postgres://app:***@db:5432/foyer'],
    ['postgres://app@db:5432/foyer', 'postgres://app@db:5432/foyer'],
    ['postgres://app:p@ss@db:5432:9/x', 'postgres://app:***@db:5432:9/x'],
  ])('%s → %s', (url, expected) => {
    expect(redactPassword(url)).toBe(expected)
  })
})
