import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it.each([
    ['Trust Wallet', 'TW'],
    ['MetaMask', 'MM'],
    ['imToken', 'IT'],
    ['Rainbow', 'R'],
    ['WALLETX', 'W'],
    ['OKX Wallet', 'OW'],
    ['Coin98 Super App', 'CS'],
    ['1inch Wallet', '1W'],
    ['  safe   wallet ', 'SW'],
    ['Zerion-Wallet', 'ZW'],
    ['étoile filante', 'ÉF'],
    ['比特派', '比'],
    ['$', '$'],
    ['🦊 Fox', 'F'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (label, expected) => {
    expect(initials(label)).toBe(expected)
  })
})
