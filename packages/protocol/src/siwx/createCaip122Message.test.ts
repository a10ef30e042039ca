import { describe, expect, it } from 'vitest'
import { BITCOIN_MAINNET_CHAIN, BITCOIN_TESTNET_CHAIN } from '../bitcoinChains'
import { SOLANA_DEV_CHAIN, SOLANA_MAINNET_CHAIN } from '../solana/solanaChains'
import { createSiwxMessage } from './createSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { SiwxMessage } from './siwxMessage'
import { SiwxMessageError } from './siwxMessageError'

const SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const BTC = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

const solana: SiwxMessage = {
  accountAddress: SOL,
  chainId: SOLANA_MAINNET_CHAIN,
  domain: 'foyer.localhost:5173',
  uri: 'http://foyer.localhost:5173',
  version: '1',
  nonce: 'abcdef0123456789',
  statement: 'Sign in to the Foyer demo.',
  issuedAt: '2025-01-02T03:04:05.678Z',
}

describe('sign-in messages for Solana and Bitcoin (CAIP-122)', () => {
  it('writes Sign In With Solana: the Solana header, the base58 address, the CAIP-2 reference', () => {
    const full: SiwxMessage = {
      ...solana,
      expirationTime: '2025-01-03T03:04:05.678Z',
      notBefore: '2025-01-02T03:05:00.000Z',
      requestId: 'request-42',
      resources: ['https://foyer.localhost/terms'],
    }
    const text = createSiwxMessage(full)
    expect(text).toBe(
      [
        'foyer.localhost:5173 wants you to sign in with your Solana account:',
        SOL,
        '',
        'Sign in to the Foyer demo.',
        '',
        'URI: http://foyer.localhost:5173',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdef0123456789',
        'Issued At: 2025-01-02T03:04:05.678Z',
        'Expiration Time: 2025-01-03T03:04:05.678Z',
        'Not Before: 2025-01-02T03:05:00.000Z',
        'Request ID: request-42',
        'Resources:',
        '- https://foyer.localhost/terms',
      ].join('\n'),
    )
    expect(parseSiwxMessage(text)).toEqual(full)
  })

  it('round-trips without a statement, on the dev chain, and with a scheme', () => {
    const { statement: _, ...bare } = solana
    for (const message of [
      bare,
      { ...solana, chainId: SOLANA_DEV_CHAIN },
      { ...solana, scheme: 'https', domain: 'shop.example' },
    ]) {
      expect(parseSiwxMessage(createSiwxMessage(message))).toEqual(message)
    }
    expect(createSiwxMessage(bare).split('\n').slice(1, 5)).toEqual([
      SOL,
      '',
      '',
      'URI: http://foyer.localhost:5173',
    ])
  })

  it('writes a Bitcoin message for an address of the chain’s network', () => {
    const bitcoin = { ...solana, accountAddress: BTC, chainId: BITCOIN_MAINNET_CHAIN }
    const text = createSiwxMessage(bitcoin)
    expect(text.split('\n')[0]).toBe(
      'foyer.localhost:5173 wants you to sign in with your Bitcoin account:',
    )
    expect(text).toContain('\nChain ID: 000000000019d6689c085ae165831e93\n')
    expect(parseSiwxMessage(text)).toEqual(bitcoin)
    const taproot = {
      ...bitcoin,
      accountAddress: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
    }
    expect(parseSiwxMessage(createSiwxMessage(taproot))).toEqual(taproot)
  })

  it.each([
    ['an EVM address on Solana', { accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
    [
      'a mainnet address on Bitcoin testnet',
      { accountAddress: BTC, chainId: BITCOIN_TESTNET_CHAIN },
    ],
    ['a short nonce', { nonce: 'abc' }],
    ['a statement with a line break', { statement: 'two\nlines' }],
    ['a domain with a space', { domain: 'not a domain' }],
    ['a time that is not RFC 3339', { expirationTime: 'tomorrow' }],
  ] as const)('refuses to write %s', (_, change) => {
    expect(() => createSiwxMessage({ ...solana, ...change } as SiwxMessage)).toThrow(
      SiwxMessageError,
    )
  })

  describe('parseSiwxMessage refuses a CAIP-122 message out of form', () => {
    const text = createSiwxMessage(solana)
    it.each([
      [
        'an EVM address under the Solana header',
        text.replace(SOL, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
      ],
      [
        'a Solana address under the Ethereum header',
        text.replace('Solana account', 'Ethereum account'),
      ],
      [
        'a Solana address under the Bitcoin header',
        text.replace('Solana account', 'Bitcoin account'),
      ],
      ['a Chain ID with a space', text.replace('Chain ID: 5eykt', 'Chain ID: 5e ykt')],
      ['a full CAIP-2 Chain ID', text.replace('Chain ID: ', 'Chain ID: solana:')],
      ['an unknown account name', text.replace('Solana account', 'Dogecoin account')],
      ['a line appended', `${text}\nExtra: line`],
    ])('%s', (_, tampered) => {
      expect(() => parseSiwxMessage(tampered)).toThrow(SiwxMessageError)
    })

    it('a Bitcoin Chain ID must be 32 lowercase hex digits of the address’s network', () => {
      const bitcoin = createSiwxMessage({
        ...solana,
        accountAddress: BTC,
        chainId: BITCOIN_MAINNET_CHAIN,
      })
      expect(() =>
        parseSiwxMessage(
          bitcoin.replace('000000000019d6689c085ae165831e93', '000000000933ea01ad0ee984209779ba'),
        ),
      ).toThrow(/Bitcoin address of this chain/)
      expect(() =>
        parseSiwxMessage(
          bitcoin.replace('000000000019d6689c085ae165831e93', '000000000019D6689C085AE165831E93'),
        ),
      ).toThrow(SiwxMessageError)
    })
  })
})
