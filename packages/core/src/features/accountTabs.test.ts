import { describe, expect, it } from 'vitest'
import { ACCOUNT_TABS, accountTabs } from './accountTabs'

describe('accountTabs', () => {
  it('are Tokens, NFTs and Activity on eip155 (docs/product.md)', () => {
    expect(ACCOUNT_TABS).toEqual(['tokens', 'nfts', 'activity'])
    expect(accountTabs({ activity: true }, 'eip155')).toEqual(['tokens', 'nfts', 'activity'])
  })

  it('hide Activity when its switch is off', () => {
    expect(accountTabs({ activity: false }, 'eip155')).toEqual(['tokens', 'nfts'])
  })

  it('follow the namespaces: balances on solana, nothing on bitcoin', () => {
    expect(accountTabs({ activity: true }, 'solana')).toEqual(['tokens'])
    expect(accountTabs({ activity: true }, 'bip122')).toEqual([])
  })
})
