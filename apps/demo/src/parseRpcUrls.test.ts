import { describe, expect, it } from 'vitest'
import { parseRpcUrls, parseSolanaRpcUrls } from './parseRpcUrls'

describe('parseRpcUrls', () => {
  it('reads chain id = URL pairs', () => {
    expect(parseRpcUrls('31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546')).toEqual({
      31337: 'http://127.0.0.1:8545',
      31338: 'http://127.0.0.1:8546',
    })
  })

  it('refuses an entry without a numeric chain id', () => {
    expect(() => parseRpcUrls('dev=http://127.0.0.1:8545')).toThrow(/dev=http/)
  })
})

describe('parseSolanaRpcUrls', () => {
  it('reads CAIP-2 id = URL pairs (the id holds a colon, the URL may hold "=")', () => {
    expect(
      parseSolanaRpcUrls(
        'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw=http://127.0.0.1:8899/?a=b,solana:x=http://h',
      ),
    ).toEqual({
      'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw': 'http://127.0.0.1:8899/?a=b',
      'solana:x': 'http://h',
    })
  })

  it('refuses an entry of another namespace or without a URL', () => {
    expect(() => parseSolanaRpcUrls('eip155:1=http://h')).toThrow(/eip155:1/)
    expect(() => parseSolanaRpcUrls('solana:x')).toThrow(/solana:x/)
  })
})
