import { describe, expect, it } from 'vitest'
import { isSolanaAddress, solanaAddressSchema } from './solanaAddress'
import {
  DEV_SOLANA_GENESIS_HASH,
  isKnownSolanaChain,
  SOLANA_DEV_CHAIN,
  solanaCaipNetworkId,
} from './solanaChains'

describe('isSolanaAddress', () => {
  it.each([
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
  ])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
    expect(solanaAddressSchema.safeParse(value).success).toBe(true)
  })

  it.each([
    '',
    '0x0000000000000000000000000000000000000000',
    // 0, O, I and l are not base58 digits.
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0',
    // 31 and 33 bytes.
    '1111111111111111111111111111111',
    'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG1',
    42,
    undefined,
  ])('refuses %j', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})

describe('Solana chains', () => {
  it('names the dev SVM by the first 32 characters of its genesis hash', () => {
    expect(SOLANA_DEV_CHAIN).toBe('solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw')
    expect(solanaCaipNetworkId(DEV_SOLANA_GENESIS_HASH)).toBe(SOLANA_DEV_CHAIN)
    // Mainnet's genesis hash gives the CAIP-2 id every wallet uses.
    expect(solanaCaipNetworkId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(isKnownSolanaChain(SOLANA_DEV_CHAIN)).toBe(true)
    expect(isKnownSolanaChain('solana:unknown')).toBe(false)
    expect(isKnownSolanaChain('toString')).toBe(false)
  })
})
