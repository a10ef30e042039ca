import { describe, expect, it } from 'vitest'
import { siwxMessageSchema } from './siwxMessage'
import { siwxNonceResponseSchema, siwxSessionSchema, siwxVerifyRequestSchema } from './siwxSchemas'

describe('SIWX route schemas', () => {
  it('reads a verify request and refuses a signature that is not hex', () => {
    expect(siwxVerifyRequestSchema.parse({ message: 'm', signature: '0xabcd' })).toEqual({
      message: 'm',
      signature: '0xabcd',
    })
    // A Solana wallet's base58 and a Bitcoin wallet's base64 travel as hex too.
    for (const signature of ['abcd', '3yZe7d', 'AkcwRAIgM2gB+/Ag==']) {
      expect(siwxVerifyRequestSchema.safeParse({ message: 'm', signature }).success).toBe(false)
    }
    expect(siwxVerifyRequestSchema.safeParse({ message: 'm', signature: '0xabc' }).success).toBe(
      false,
    )
    expect(siwxVerifyRequestSchema.safeParse({ message: '', signature: '0xab' }).success).toBe(
      false,
    )
    expect(
      siwxVerifyRequestSchema.safeParse({ message: 'm'.repeat(4097), signature: '0xab' }).success,
    ).toBe(false)
  })

  it('reads a nonce and a session', () => {
    expect(
      siwxNonceResponseSchema.safeParse({
        nonce: 'a1b2c3d4',
        expiresAt: '2025-01-01T00:00:00.000Z',
      }).success,
    ).toBe(true)
    expect(siwxNonceResponseSchema.safeParse({ nonce: 'short', expiresAt: 'x' }).success).toBe(
      false,
    )
    const session = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:31337',
      domain: 'foyer.localhost:5173',
      uri: 'http://foyer.localhost:5173',
      issuedAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-02T00:00:00.000Z',
    }
    expect(siwxSessionSchema.parse(session)).toEqual(session)
    expect(siwxSessionSchema.safeParse({ ...session, chainId: '31337' }).success).toBe(false)
    const solana = {
      ...session,
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    expect(siwxSessionSchema.parse(solana)).toEqual(solana)
    const bitcoin = {
      ...session,
      address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    }
    expect(siwxSessionSchema.parse(bitcoin)).toEqual(bitcoin)
    // An address of another chain's form is not a session of that chain.
    expect(siwxSessionSchema.safeParse({ ...solana, address: session.address }).success).toBe(false)
    expect(siwxSessionSchema.safeParse({ ...session, address: bitcoin.address }).success).toBe(
      false,
    )
  })

  it('the message schema wants a CAIP-2 chain id, version 1 and ISO times', () => {
    const message = {
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
      domain: 'example.com',
      uri: 'https://example.com',
      version: '1',
      nonce: 'abcdefgh',
      issuedAt: '2025-01-01T00:00:00.000Z',
    }
    expect(siwxMessageSchema.safeParse(message).success).toBe(true)
    expect(siwxMessageSchema.safeParse({ ...message, chainId: 1 }).success).toBe(false)
    expect(siwxMessageSchema.safeParse({ ...message, version: '2' }).success).toBe(false)
    expect(siwxMessageSchema.safeParse({ ...message, issuedAt: 'yesterday' }).success).toBe(false)
  })
})
