import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { devFidRegistry } from './fidCustody'
import {
  SIWF_CHAIN_ID,
  SIWF_STATEMENT,
  SignInMessageError,
  verifySignInMessage,
} from './verifySignInMessage'

const custody = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const now = new Date('2030-01-01T12:00:00.000Z')
const expected = {
  nonce: 'abcdef0123456789',
  domain: 'wallet.foyer.localhost:8788',
  uri: 'http://wallet.foyer.localhost:8788',
  fid: 42,
  now,
  custody: devFidRegistry([{ fid: 42, custody: custody.address }]),
}

async function signed(overrides: Partial<SiweMessage> = {}, signer = custody) {
  const message = createSiweMessage({
    address: signer.address,
    chainId: SIWF_CHAIN_ID,
    domain: expected.domain,
    nonce: expected.nonce,
    uri: expected.uri,
    version: '1',
    statement: SIWF_STATEMENT,
    issuedAt: new Date(now.getTime() - 1000),
    expirationTime: new Date(now.getTime() + 60_000),
    resources: ['farcaster://fid/42'],
    ...overrides,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

async function problemOf(
  attempt: Promise<unknown>,
): Promise<{ problem: string; message: string } | undefined> {
  try {
    await attempt
    return undefined
  } catch (error) {
    if (!(error instanceof SignInMessageError)) throw error
    return { problem: error.problem, message: error.message }
  }
}

describe('verifySignInMessage', () => {
  it('accepts a Sign In With Farcaster message signed by the fid’s custody address', async () => {
    const { message, signature } = await signed()
    expect(await verifySignInMessage(message, signature, expected)).toEqual({
      fid: 42,
      address: custody.address,
    })
  })

  it('refuses a signature by another key', async () => {
    const { message } = await signed()
    const signature = await stranger.signMessage({ message })
    expect(await problemOf(verifySignInMessage(message, signature, expected))).toEqual({
      problem: 'signature',
      message: 'the signature does not match the signed message',
    })
  })

  it('refuses a signature of another message, and garbage', async () => {
    const { message } = await signed()
    const other = await signed({ requestId: 'x' })
    expect(
      (await problemOf(verifySignInMessage(message, other.signature, expected)))?.problem,
    ).toBe('signature')
    expect((await problemOf(verifySignInMessage(message, '0x1234', expected)))?.problem).toBe(
      'signature',
    )
  })

  it('refuses another sign-in’s nonce, another domain and another URI', async () => {
    const nonce = await signed({ nonce: 'zzzzzzzz0000' })
    expect(
      (await problemOf(verifySignInMessage(nonce.message, nonce.signature, expected)))?.problem,
    ).toBe('nonce')
    const domain = await signed({ domain: 'evil.example' })
    expect(
      await problemOf(verifySignInMessage(domain.message, domain.signature, expected)),
    ).toEqual({
      problem: 'domain',
      message: 'the signed message is for evil.example, not wallet.foyer.localhost:8788',
    })
    const uri = await signed({ uri: 'https://evil.example' })
    expect(
      (await problemOf(verifySignInMessage(uri.message, uri.signature, expected)))?.problem,
    ).toBe('uri')
  })

  it('refuses an expired message and one not valid yet', async () => {
    const expired = await signed({ expirationTime: new Date(now.getTime() - 1) })
    expect(
      await problemOf(verifySignInMessage(expired.message, expired.signature, expected)),
    ).toEqual({ problem: 'expired', message: 'the signed message has expired; start again' })
    const early = await signed({ notBefore: new Date(now.getTime() + 60_000) })
    expect(
      (await problemOf(verifySignInMessage(early.message, early.signature, expected)))?.problem,
    ).toBe('not-yet-valid')
  })

  it('refuses a signer that does not hold the fid, and a fid nobody holds', async () => {
    const { message, signature } = await signed({}, stranger)
    expect(await problemOf(verifySignInMessage(message, signature, expected))).toEqual({
      problem: 'custody',
      message: `${stranger.address} is not the custody address of fid 42`,
    })
    const unknown = await signed({ resources: ['farcaster://fid/7'] })
    expect(
      (
        await problemOf(
          verifySignInMessage(unknown.message, unknown.signature, { ...expected, fid: 7 }),
        )
      )?.problem,
    ).toBe('custody')
  })

  it('refuses a message naming another fid than the relay reported', async () => {
    const { message, signature } = await signed({ resources: ['farcaster://fid/43'] })
    expect(await problemOf(verifySignInMessage(message, signature, expected))).toEqual({
      problem: 'fid',
      message: 'the relay reported fid 42, the message names 43',
    })
  })

  it.each([
    ['another statement', { statement: 'Sign in' }, 'the signed message must say "Farcaster Auth"'],
    ['another chain', { chainId: 1 }, 'the signed message must be for chain 10'],
    [
      'no fid',
      { resources: ['https://example.com'] },
      'the signed message must name exactly one fid',
    ],
    [
      'two fids',
      { resources: ['farcaster://fid/42', 'farcaster://fid/43'] },
      'the signed message must name exactly one fid',
    ],
  ])('refuses a message with %s', async (_name, overrides, message) => {
    const signedMessage = await signed(overrides as Partial<SiweMessage>)
    expect(
      await problemOf(
        verifySignInMessage(signedMessage.message, signedMessage.signature, expected),
      ),
    ).toEqual({ problem: 'malformed', message })
  })

  it('refuses text that is no sign-in message', async () => {
    const signature = await custody.signMessage({ message: 'hello' })
    expect((await problemOf(verifySignInMessage('hello', signature, expected)))?.problem).toBe(
      'malformed',
    )
  })
})
