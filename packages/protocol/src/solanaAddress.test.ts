import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './solanaAddress'

describe('isSolanaAddress', () => {
  it.each([
    '11111111111111111111111111111111',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    base58.encode(new Uint8Array(32).fill(255)),
  ])('reads %s (32 bytes in base58)', (address) => {
    expect(isSolanaAddress(address)).toBe(true)
  })

  it.each([
    ['31 bytes', base58.encode(new Uint8Array(31).fill(7))],
    ['33 bytes', base58.encode(new Uint8Array(33).fill(7))],
    ['a character outside base58', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1O'],
    ['a space', ' EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_, address) => {
    expect(isSolanaAddress(address)).toBe(false)
  })
})
