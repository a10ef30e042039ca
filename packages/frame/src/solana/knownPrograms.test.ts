import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { expect, it } from 'vitest'
import { KNOWN_PROGRAMS } from './knownPrograms'

it('names the programs by the program clients’ own addresses', () => {
  expect(KNOWN_PROGRAMS[SYSTEM_PROGRAM_ADDRESS]).toBe('System Program')
  expect(KNOWN_PROGRAMS[TOKEN_PROGRAM_ADDRESS]).toBe('Token Program')
})
