import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { SiwxMessage } from './siwxMessage'
import { SiwxMessageError } from './siwxMessageError'

// Anvil's test account 0 (a well-known test key).
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

const minimal: SiwxMessage = {
  accountAddress: account.address,
  chainId: 'eip155:31337',
  domain: 'foyer.localhost:5173',
  uri: 'http://foyer.localhost:5173',
  version: '1',
  nonce: 'abcdef0123456789',
  issuedAt: '2025-01-02T03:04:05.678Z',
}

const full: SiwxMessage = {
  ...minimal,
  chainId: 'eip155:1',
  statement: 'Sign in to the Foyer demo.',
  resources: [
    'https://foyer.localhost/terms',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ],
  requestId: 'request-42',
  notBefore: '2025-01-02T03:05:00.000Z',
  expirationTime: '2025-01-03T03:04:05.678Z',
}

describe('createSiwxMessage / parseSiwxMessage', () => {
  it('writes an EIP-4361 message with every field, and reads it back unchanged', () => {
    const text = createSiwxMessage(full)
    expect(text).toBe(
      [
        'foyer.localhost:5173 wants you to sign in with your Ethereum account:',
        account.address,
        '',
        'Sign in to the Foyer demo.',
        '',
        'URI: http://foyer.localhost:5173',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdef0123456789',
        'Issued At: 2025-01-02T03:04:05.678Z',
        'Expiration Time: 2025-01-03T03:04:05.678Z',
        'Not Before: 2025-01-02T03:05:00.000Z',
        'Request ID: request-42',
        'Resources:',
        '- https://foyer.localhost/terms',
        '- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      ].join('\n'),
    )
    expect(parseSiwxMessage(text)).toEqual(full)
  })

  it('round-trips a message without the optional fields', () => {
    const text = createSiwxMessage(minimal)
    expect(text).not.toMatch(/Expiration Time|Not Before|Request ID|Resources/)
    const parsed = parseSiwxMessage(text)
    expect(parsed).toEqual(minimal)
    for (const field of ['statement', 'resources', 'requestId', 'notBefore', 'expirationTime']) {
      expect(parsed).not.toHaveProperty(field)
    }
  })

  it('maps the CAIP-2 chain id to the numeric Chain ID and back', () => {
    const text = createSiwxMessage({ ...minimal, chainId: 'eip155:31338' })
    expect(text).toContain('\nChain ID: 31338\n')
    expect(parseSiwxMessage(text).chainId).toBe('eip155:31338')
  })

  it('checksums the address it writes', () => {
    const text = createSiwxMessage({ ...minimal, accountAddress: account.address.toLowerCase() })
    expect(text.split('\n')[1]).toBe(account.address)
  })

  it('refuses a namespace without a sign-in form, and fields EIP-4361 does not allow', () => {
    expect(() =>
      createSiwxMessage({ ...minimal, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }),
    ).toThrow(SiwxMessageError)
    expect(() =>
      createSiwxMessage({ ...minimal, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toThrow(/not a Solana address/)
    expect(() => createSiwxMessage({ ...minimal, nonce: 'short' })).toThrow(/nonce/i)
    expect(() => createSiwxMessage({ ...minimal, domain: 'not a domain' })).toThrow(/domain/i)
    expect(() => createSiwxMessage({ ...minimal, statement: 'two\nlines' })).toThrow(/statement/i)
    expect(() => createSiwxMessage({ ...minimal, accountAddress: '0x1234' })).toThrow(
      SiwxMessageError,
    )
  })
})

describe('parseSiwxMessage refuses what is not exactly a sign-in message', () => {
  const text = createSiwxMessage(full)
  it.each([
    ['empty text', ''],
    ['a plain message', 'Hello from Foyer'],
    ['a line appended', `${text}\nExtra: line`],
    ['a required line dropped', text.replace('Version: 1\n', '')],
    ['lines reordered', text.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')],
    ['a lowercase address', text.replace(account.address, account.address.toLowerCase())],
    ['an invalid time', text.replace('2025-01-03T03:04:05.678Z', '2025-13-45T99:99:99.000Z')],
    ['a scheme that is not one', `1https://${text}`],
    ['Windows line ends', text.replaceAll('\n', '\r\n')],
    ['a trailing line break', `${text}\n`],
    ['another version', text.replace('Version: 1', 'Version: 2')],
  ])('%s', (_, tampered) => {
    expect(() => parseSiwxMessage(tampered)).toThrow(SiwxMessageError)
  })

  it('a well-formed message changed after signing no longer matches its signature', async () => {
    const signature = await account.signMessage({ message: text })
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    const tampered = text.replace('Chain ID: 1', 'Chain ID: 10')
    expect(parseSiwxMessage(tampered).chainId).toBe('eip155:10')
    expect(await verifyMessage({ address: account.address, message: tampered, signature })).toBe(
      false,
    )
  })
})
