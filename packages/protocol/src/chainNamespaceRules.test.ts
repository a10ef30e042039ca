import { describe, expect, it } from 'vitest'
import { checkChainNamespace, isChainInNamespaces } from './chainNamespaceRules'
import { FoyerError } from './errors/foyerError'
import { SOLANA_MAINNET_CHAIN } from './solana/solanaChains'

describe('a chain must belong to a configured namespace', () => {
  it('passes a chain of a configured namespace', () => {
    expect(isChainInNamespaces('eip155:1', ['eip155'])).toBe(true)
    expect(checkChainNamespace(SOLANA_MAINNET_CHAIN, ['eip155', 'solana'])).toBe('solana')
  })

  it('refuses a chain of an unconfigured namespace with Unsupported chain, saying why', () => {
    expect(isChainInNamespaces(SOLANA_MAINNET_CHAIN, ['eip155'])).toBe(false)
    const refusal = (() => {
      try {
        checkChainNamespace(SOLANA_MAINNET_CHAIN, ['eip155'])
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(FoyerError)
    expect((refusal as FoyerError).code).toBe('UNSUPPORTED_CHAIN')
    expect((refusal as FoyerError).message).toBe(
      `Unsupported chain: ${SOLANA_MAINNET_CHAIN} belongs to the namespace solana, which is not configured (configured: eip155)`,
    )
  })

  it.each(['tron:1', 'eip155', '', 'eip155:1:2'])(
    'refuses %j, not a CAIP-2 id of a namespace',
    (id) => {
      expect(isChainInNamespaces(id, ['eip155'])).toBe(false)
      expect(() => checkChainNamespace(id, ['eip155'])).toThrow(/Unsupported chain/)
    },
  )
})
