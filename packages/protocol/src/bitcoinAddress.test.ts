import { bech32, bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isBitcoinAddress, parseBitcoinAddress } from './bitcoinAddress'

/** A segwit address written with `coder`, whatever the witness version asks (to test BIP-350). */
const segwit = (coder: typeof bech32, prefix: string, version: number, length: number) =>
  coder.encode(prefix, [version, ...coder.toWords(new Uint8Array(length).fill(9))])

describe('parseBitcoinAddress', () => {
  it.each([
    ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'mainnet', 'p2wpkh', 20],
    ['BC1Q9VZA2E8X573NCZRLZMS0WVX3GSQJX7VAVGKX0L', 'mainnet', 'p2wpkh', 20],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'mainnet', 'p2wsh', 32],
    ['bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3', 'mainnet', 'p2tr', 32],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet', 'p2pkh', 20],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh', 20],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', 'p2wpkh', 20],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh', 20],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet', 'p2sh', 20],
    [segwit(bech32m, 'tb', 1, 32), 'testnet', 'p2tr', 32],
  ])('reads %s as %s %s', (address, network, type, length) => {
    const parsed = parseBitcoinAddress(address)
    expect(parsed).toMatchObject({ network, type })
    expect(parsed?.program.length).toBe(length)
  })

  it.each([
    ['a broken bech32 checksum', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m'],
    ['mixed case', 'bc1Q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
    ['a broken base58 checksum', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['version 1 in bech32 (BIP-350 wants bech32m)', segwit(bech32, 'bc', 1, 32)],
    ['version 0 in bech32m', segwit(bech32m, 'bc', 0, 20)],
    ['a 25-byte version 0 program', segwit(bech32, 'bc', 0, 25)],
    ['a 20-byte taproot program', segwit(bech32m, 'bc', 1, 20)],
    ['witness version 2', segwit(bech32m, 'bc', 2, 32)],
    ['another prefix (Litecoin)', segwit(bech32, 'ltc', 0, 20)],
    ['regtest', segwit(bech32, 'bcrt', 0, 20)],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a Solana address', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['empty', ''],
  ])('refuses %s', (_, address) => {
    expect(parseBitcoinAddress(address)).toBeUndefined()
  })

  it('checks the network when asked', () => {
    expect(isBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'mainnet')).toBe(true)
    expect(isBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'testnet')).toBe(false)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mainnet')).toBe(false)
  })
})
