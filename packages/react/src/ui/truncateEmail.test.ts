import { EMAIL_DISPLAY_MAX_CHARS } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { truncateEmail } from './format'

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

describe('truncateEmail', () => {
  it('shows at most 30 characters', () => {
    expect(EMAIL_DISPLAY_MAX_CHARS).toBe(30)
  })

  it('leaves a short address as it is', () => {
    expect(truncateEmail('ada@example.com')).toBe('ada@example.com')
    expect(truncateEmail('')).toBe('')
  })

  it('leaves an address of exactly 30 characters unchanged', () => {
    const email = emailOf(30)
    expect(email).toHaveLength(30)
    expect(truncateEmail(email)).toBe(email)
  })

  it("cuts a longer address to its first 30 characters and '...'", () => {
    const email = emailOf(31)
    expect(truncateEmail(email)).toBe(`${email.slice(0, 30)}...`)
    expect(truncateEmail('augusta.ada.king.lovelace@analytical-engine.example')).toBe(
      'augusta.ada.king.lovelace@anal...',
    )
    expect(truncateEmail(emailOf(64))).toHaveLength(33)
  })
})
