import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Encoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { bytesToHex, hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createWalletKey } from './createWalletKey'
import { combineShares, splitKey } from './shares'
import { deriveSolanaKey, SOLANA_KEY_INFO } from './solanaKey'

/** HKDF-SHA256 by WebCrypto: an implementation apart from the one the frame uses. */
async function webCryptoSeed(key: `0x${string}`): Promise<Uint8Array> {
  const ikm = await crypto.subtle.importKey('raw', new Uint8Array(hexToBytes(key)), 'HKDF', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(),
      info: new TextEncoder().encode(SOLANA_KEY_INFO),
    },
    ikm,
    256,
  )
  return new Uint8Array(bits)
}

describe('the wallet’s Solana key', () => {
  it('is HKDF-SHA256 of the wallet key with the fixed label: the same key every time', async () => {
    const key = createWalletKey()
    const first = deriveSolanaKey(key)
    expect(deriveSolanaKey(key).address).toBe(first.address)
    // Independently: WebCrypto's HKDF and @solana/kit's ed25519 give the same address.
    const pair = await createKeyPairFromPrivateKeyBytes(await webCryptoSeed(key))
    expect(await getAddressFromPublicKey(pair.publicKey)).toBe(first.address)
    expect(new Uint8Array(getBase58Encoder().encode(first.address))).toEqual(first.publicKey)
  })

  it('is recovered from any two shares, like the EVM key', async () => {
    const key = createWalletKey()
    const shares = await splitKey(key)
    const rebuilt = await combineShares(shares.authShare, shares.recoveryShare)
    expect(deriveSolanaKey(rebuilt).address).toBe(deriveSolanaKey(key).address)
  })

  it('is distinct from the EVM key and differs per wallet', () => {
    const key = createWalletKey()
    const solana = deriveSolanaKey(key)
    const evm = privateKeyToAccount(key)
    expect(bytesToHex(solana.publicKey)).not.toBe(key)
    expect(evm.publicKey.includes(bytesToHex(solana.publicKey).slice(2))).toBe(false)
    expect(deriveSolanaKey(createWalletKey()).address).not.toBe(solana.address)
    // A fixed vector, so the derivation can never change unnoticed (a changed label would
    // move every wallet's Solana account).
    expect(deriveSolanaKey(`0x${'11'.repeat(32)}`).address).toMatchInlineSnapshot(
      `"AEpMMvUHyQS7dfKVMf9HpxAEtJNWJXb9AmrvXGiVRWMZ"`,
    )
  })

  it('signs with ed25519: the signature verifies with @solana/kit against its address', async () => {
    const solana = deriveSolanaKey(createWalletKey())
    const message = new TextEncoder().encode('hello solana')
    const signature = solana.sign(message) as SignatureBytes
    expect(signature).toHaveLength(64)
    const publicKey = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(solana.publicKey),
      'Ed25519',
      true,
      ['verify'],
    )
    expect(await verifySignature(publicKey, signature, message)).toBe(true)
    expect(await verifySignature(publicKey, signature, new TextEncoder().encode('other'))).toBe(
      false,
    )
  })
})
