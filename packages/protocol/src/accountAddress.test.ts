import { describe, expect, it } from 'vitest'
import { isAccountAddress, isCaipAccount } from './accountAddress'
import { BITCOIN_MAINNET_CHAIN, BITCOIN_TESTNET_CHAIN } from './bitcoinChains'
import { SOLANA_DEV_CHAIN, SOLANA_MAINNET_CHAIN } from './solana/solanaChains'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const BTC = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const TBTC = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

describe('isAccountAddress', () => {
  it('takes each namespace’s own address form', () => {
    expect(isAccountAddress('eip155:1', EVM)).toBe(true)
    expect(isAccountAddress('eip155:1', EVM.toLowerCase())).toBe(true)
    expect(isAccountAddress(SOLANA_MAINNET_CHAIN, SOL)).toBe(true)
    expect(isAccountAddress(SOLANA_DEV_CHAIN, SOL)).toBe(true)
    expect(isAccountAddress(BITCOIN_MAINNET_CHAIN, BTC)).toBe(true)
    expect(isAccountAddress(BITCOIN_TESTNET_CHAIN, TBTC)).toBe(true)
  })

  it('refuses another namespace’s address, the other Bitcoin network’s, and other namespaces', () => {
    expect(isAccountAddress('eip155:1', SOL)).toBe(false)
    expect(isAccountAddress('eip155:1', `${EVM.slice(0, -1)}5`)).toBe(false)
    expect(isAccountAddress(SOLANA_MAINNET_CHAIN, EVM)).toBe(false)
    expect(isAccountAddress(BITCOIN_MAINNET_CHAIN, TBTC)).toBe(false)
    expect(isAccountAddress(BITCOIN_TESTNET_CHAIN, BTC)).toBe(false)
    expect(isAccountAddress('bip122:00000000000000000000000000000000', BTC)).toBe(false)
    expect(isAccountAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182', SOL)).toBe(false)
    expect(isAccountAddress('tron:1', EVM)).toBe(false)
  })

  it('reads CAIP-10 account ids', () => {
    expect(isCaipAccount(`${SOLANA_MAINNET_CHAIN}:${SOL}`)).toBe(true)
    expect(isCaipAccount(`${BITCOIN_MAINNET_CHAIN}:${BTC}`)).toBe(true)
    expect(isCaipAccount(`${BITCOIN_MAINNET_CHAIN}:${SOL}`)).toBe(false)
    expect(isCaipAccount(SOL)).toBe(false)
  })
})
