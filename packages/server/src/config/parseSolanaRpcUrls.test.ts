import { describe, expect, it } from 'vitest'
import { loadConfig } from './loadConfig'
import { DEFAULT_SOLANA_RPC_URLS, parseSolanaRpcUrls } from './parseSolanaRpcUrls'

describe('parseSolanaRpcUrls', () => {
  it('reads the dev default and real clusters', () => {
    expect(parseSolanaRpcUrls(DEFAULT_SOLANA_RPC_URLS)).toEqual([
      { caipNetworkId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw', rpcUrl: 'http://127.0.0.1:8899' },
    ])
    expect(
      parseSolanaRpcUrls(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://api.mainnet-beta.solana.com, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=https://api.devnet.solana.com',
      ).map((chain) => chain.caipNetworkId),
    ).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    expect(parseSolanaRpcUrls('')).toEqual([])
  })

  it('serves no Solana chain for none (an empty variable is unset: the dev SVM)', () => {
    expect(parseSolanaRpcUrls('none')).toEqual([])
    expect(loadConfig({ SOLANA_RPC_URLS: 'none' }).solanaChains).toEqual([])
    expect(loadConfig({ SOLANA_RPC_URLS: '' }).solanaChains).toEqual(
      parseSolanaRpcUrls(DEFAULT_SOLANA_RPC_URLS),
    )
  })

  it.each([
    ['solana:abc=http://x', /is not solana:<reference>=url/],
    ['http://127.0.0.1:8899', /is not solana:<reference>=url/],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=ftp://x', /is not an http\(s\) URL/],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdq=http://x',
      /^Unknown network: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdq$/,
    ],
    [`${DEFAULT_SOLANA_RPC_URLS},${DEFAULT_SOLANA_RPC_URLS}`, /is listed twice/],
  ])('refuses %s', (value, message) => {
    expect(() => parseSolanaRpcUrls(value)).toThrow(message)
  })
})
