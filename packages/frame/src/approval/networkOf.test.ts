import { KNOWN_EVM_CHAINS, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { type Chain, extractChain } from 'viem'
import * as chains from 'viem/chains'
import { expect, it } from 'vitest'
import { NATIVE_SYMBOLS, networkOf, solanaNetworkName } from './networkOf'

it('has a native symbol for exactly the chains protocol knows', () => {
  expect(Object.keys(NATIVE_SYMBOLS).sort()).toEqual(Object.keys(KNOWN_EVM_CHAINS).sort())
})

it('agrees with viem on every chain viem knows', () => {
  const all = Object.values(chains) as Chain[]
  for (const id of Object.keys(NATIVE_SYMBOLS).map(Number)) {
    if (id === 31337 || id === 31338) continue
    const chain = extractChain({ chains: all, id })
    expect(chain, `viem has chain ${id}`).toBeDefined()
    expect(NATIVE_SYMBOLS[id], `symbol of ${id}`).toBe(chain.nativeCurrency.symbol)
  }
})

it('names known chains and leaves others unnamed', () => {
  expect(networkOf(31337)).toEqual({ name: 'Foyer dev chain A', symbol: 'ETH' })
  expect(networkOf(137)).toEqual({ name: 'Polygon', symbol: 'POL' })
  expect(networkOf(999_999)).toEqual({ name: undefined, symbol: undefined })
  expect(networkOf('toString' as unknown as number)).toEqual({ name: undefined, symbol: undefined })
})

it('names the Solana networks protocol knows, the dev SVM among them, by CAIP-2 reference', () => {
  expect(solanaNetworkName('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('Solana')
  expect(solanaNetworkName('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('Solana Devnet')
  expect(solanaNetworkName(SOLANA_DEV_CHAIN.slice('solana:'.length))).toBe('Foyer dev SVM')
  expect(solanaNetworkName('devchain')).toBeUndefined()
  expect(solanaNetworkName('toString')).toBeUndefined()
})
