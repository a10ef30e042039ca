import { describe, expect, it } from 'vitest'
import { applyChainsFile } from './applyChainsFile'

const TOKEN = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
} as const
const chains = [
  { chainId: 1, rpcUrl: 'https://eth.example' },
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
]

describe('applyChainsFile', () => {
  it('gives listed chains their tokens and adds chains with an rpcUrl', () => {
    expect(
      applyChainsFile(chains, [
        { chainId: 1, rpcUrl: undefined, tokens: [TOKEN] },
        { chainId: 8453, rpcUrl: 'https://base.example', tokens: [] },
      ]),
    ).toEqual([
      { chainId: 1, rpcUrl: 'https://eth.example', tokens: [TOKEN] },
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      { chainId: 8453, rpcUrl: 'https://base.example', tokens: [] },
    ])
  })

  it('accepts the same rpcUrl in both places and leaves its input alone', () => {
    const result = applyChainsFile(chains, [
      { chainId: 1, rpcUrl: 'https://eth.example', tokens: [TOKEN] },
    ])
    expect(result[0]?.tokens).toEqual([TOKEN])
    expect(chains[0]).toEqual({ chainId: 1, rpcUrl: 'https://eth.example' })
  })

  it('refuses a chain with no rpcUrl anywhere', () => {
    expect(() =>
      applyChainsFile(chains, [{ chainId: 10, rpcUrl: undefined, tokens: [TOKEN] }]),
    ).toThrow('chain 10 has no rpcUrl here and is not in CHAIN_RPC_URLS')
  })

  it('refuses two different URLs for one chain', () => {
    expect(() =>
      applyChainsFile(chains, [{ chainId: 1, rpcUrl: 'https://other.example', tokens: [] }]),
    ).toThrow(
      'chain 1 has the rpcUrl https://other.example here but https://eth.example in CHAIN_RPC_URLS; give it in one place',
    )
  })
})
