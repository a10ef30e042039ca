import { getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { base58, fromBase58 } from '../namespaces/solana/base58'
import { siwxSignature } from './siwxSignature'

describe('siwxSignature', () => {
  it('keeps an eip155 signature as it is', () => {
    expect(siwxSignature('eip155', '0xabcd')).toBe('0xabcd')
  })

  it('turns a base58 Solana signature into the hex of its bytes, leading zeros kept', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i < 2 ? 0 : (i * 37) % 256))
    const text = base58(bytes)
    expect(text.startsWith('11')).toBe(true)
    expect(new Uint8Array(getBase58Encoder().encode(text))).toEqual(bytes)
    expect(fromBase58(text)).toEqual(bytes)
    expect(siwxSignature('solana', text)).toBe(`0x${Buffer.from(bytes).toString('hex')}`)
  })

  it('turns a base64 Bitcoin signature into the hex of its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 11) % 256)
    expect(siwxSignature('bip122', Buffer.from(bytes).toString('base64'))).toBe(
      `0x${Buffer.from(bytes).toString('hex')}`,
    )
  })

  it('refuses a Solana signature that is not base58', () => {
    expect(() => siwxSignature('solana', '0OIl')).toThrow('Not base58')
  })
})
