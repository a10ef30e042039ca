import { describe, expect, it } from 'vitest'
import { formatTime } from './formatTime'

describe('formatTime', () => {
  it('shows a parsable time in the locale, anything else as given', () => {
    expect(formatTime('2025-01-01T00:00:00.000Z', 'en-US')).toMatch(/2025/)
    expect(formatTime('yesterday', 'en-US')).toBe('yesterday')
  })
})
