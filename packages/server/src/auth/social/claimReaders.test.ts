import { SOCIAL_USERNAME_MAX_LENGTH, socialUsernameSchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { claimReaders as read } from './claimReaders'

describe('claimReaders.username', () => {
  it('trims the name and cuts it to the 64 characters the session grant allows', () => {
    expect(SOCIAL_USERNAME_MAX_LENGTH).toBe(64)
    expect(read.username('  ada  ')).toBe('ada')
    const long = read.username(`  ${'n'.repeat(300)}`)
    expect(long).toBe('n'.repeat(64))
    expect(socialUsernameSchema.safeParse(long).success).toBe(true)
    // No space is left where the cut falls.
    expect(read.username(`${'a'.repeat(63)} b`)).toBe('a'.repeat(63))
  })

  it('never cuts inside a surrogate pair', () => {
    const name = read.username(`${'a'.repeat(63)}😀tail`)
    expect(name).toBe('a'.repeat(63))
  })

  it('is null for no name, a blank one or not a string', () => {
    for (const value of [undefined, null, '', '   ', {}, ['x']]) {
      expect(read.username(value)).toBeNull()
    }
    expect(read.username(42)).toBe('42')
  })
})
