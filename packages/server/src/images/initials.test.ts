import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it.each([
    ['Trust Wallet', 'Tr'],
    ['MetaMask', 'MM'],
    ['imToken', 'IT'],
    ['Rainbow', 'Ra'],
    ['WALLETX', 'Wa'],
    ['OKX Wallet', 'Ok'],
    ['Coin98 Super App', 'CS'],
    ['Crypto.com Onchain', 'CC'],
    ['1inch Wallet', '1i'],
    ['  safe   wallet ', 'Sa'],
    ['Zerion-Wallet', 'Ze'],
    ['Wallet', 'Wa'],
    ['Wallet Connect', 'Co'],
    ['étoile filante', 'ÉF'],
    ['比特派', '比特'],
    ['$', '$'],
    ['🦊 Fox', 'Fo'],
    ['Best Wallet', 'Be'],
    ['Bloom Wallet', 'Bl'],
    ['BitPay Wallet', 'BP'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (label, expected) => {
    expect(initials(label)).toBe(expected)
  })
})
