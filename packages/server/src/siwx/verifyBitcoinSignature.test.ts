import { parseBitcoinAddress } from '@foyer/protocol'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { p2pkh, p2sh, p2wpkh, RawWitness, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError'
import { bip322MessageHash } from './bip322Transactions'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'

// The official BIP-322 test vectors (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki):
// private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k.
const PRIVATE_KEY = Uint8Array.from(
  Buffer.from('bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004', 'hex'),
)
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const EMPTY_OTHER =
  'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
const HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO_TAPROOT =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

const check = (address: string, message: string, signature: Uint8Array) => () =>
  verifyBitcoinSignature({ address, message, signature })

/** The error a check throws: its status and code. */
function refusal(run: () => void): { status: number; code: string } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return { status: (error as ApiError).statusCode, code: (error as ApiError).code }
  }
  throw new Error('expected a refusal')
}

describe('BIP-322 simple (the official test vectors)', () => {
  it('hashes messages as the BIP says', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
    expect(hex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it.each([
    ['"" (P2WPKH)', P2WPKH, '', EMPTY],
    ['"" (P2WPKH, a second valid signature)', P2WPKH, '', EMPTY_OTHER],
    ['"Hello World" (P2WPKH)', P2WPKH, 'Hello World', HELLO],
    ['"Hello World" (P2TR)', P2TR, 'Hello World', HELLO_TAPROOT],
  ])('accepts %s', (_, address, message, signature) => {
    expect(check(address, message, base64.decode(signature))).not.toThrow()
  })

  it.each([
    ['the other message', P2WPKH, 'Hello World', EMPTY],
    ['a changed message', P2TR, 'Hello World!', HELLO_TAPROOT],
    ['another P2WPKH address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '', EMPTY],
    [
      'another P2TR address',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      'Hello World',
      HELLO_TAPROOT,
    ],
  ])('refuses %s: 401 INVALID_SIGNATURE', (_, address, message, signature) => {
    expect(refusal(check(address, message, base64.decode(signature)))).toEqual({
      status: 401,
      code: 'INVALID_SIGNATURE',
    })
  })

  it('refuses a flipped bit in the signature', () => {
    const bytes = base64.decode(HELLO_TAPROOT)
    bytes[10] = (bytes[10] as number) ^ 1
    expect(refusal(check(P2TR, 'Hello World', bytes)).code).toBe('INVALID_SIGNATURE')
  })

  it.each([
    ['a witness for the other address kind', P2TR, HELLO],
    ['a taproot proof for a P2WPKH address', P2WPKH, HELLO_TAPROOT],
    ['bytes that are no witness', P2WPKH, base64.encode(new Uint8Array([5, 1, 2]))],
    ['an empty witness', P2WPKH, base64.encode(RawWitness.encode([]))],
    ['a P2WSH address', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', HELLO],
    ['a P2PKH address with a witness', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', HELLO],
    ['not an address', 'bc1qnotanaddress', HELLO],
  ])('answers 400 INVALID_PARAMS for %s', (_, address, signature) => {
    expect(refusal(check(address, 'Hello World', base64.decode(signature)))).toEqual({
      status: 400,
      code: 'INVALID_PARAMS',
    })
  })
})

/** A BIP-137 signature as Bitcoin Core's `signmessage` and older wallets write it. */
function signLegacy(message: string, header: number): Uint8Array {
  const text = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')
  const hash = sha256(sha256(new Uint8Array([...prefix, text.length, ...text])))
  const signature = secp256k1.sign(hash, PRIVATE_KEY)
  return new Uint8Array([header + signature.recovery, ...signature.toCompactRawBytes()])
}

describe('legacy "Bitcoin Signed Message" (BIP-137)', () => {
  const key = secp256k1.getPublicKey(PRIVATE_KEY, true)
  const uncompressed = secp256k1.getPublicKey(PRIVATE_KEY, false)
  const legacy = p2pkh(key).address as string
  const nested = p2sh(p2wpkh(key)).address as string

  it.each([
    ['P2PKH (compressed)', legacy, 31],
    ['P2PKH (uncompressed)', p2pkh(uncompressed).address as string, 27],
    ['P2WPKH (header 39)', P2WPKH, 39],
    ['P2WPKH (with a P2PKH header, as Electrum writes)', P2WPKH, 31],
    ['P2SH-P2WPKH (header 35)', nested, 35],
    ['P2WPKH on testnet', p2wpkh(key, TEST_NETWORK).address as string, 39],
  ])('accepts %s', (_, address, header) => {
    expect(parseBitcoinAddress(address)).toBeDefined()
    expect(check(address, 'Sign in to Foyer', signLegacy('Sign in to Foyer', header))).not.toThrow()
  })

  it('refuses another message, another key, and an uncompressed key for segwit', () => {
    const signature = signLegacy('Sign in to Foyer', 31)
    expect(refusal(check(legacy, 'Sign in to Foyer!', signature)).code).toBe('INVALID_SIGNATURE')
    expect(
      refusal(check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'Sign in to Foyer', signature)).code,
    ).toBe('INVALID_SIGNATURE')
    expect(
      refusal(check(P2WPKH, 'Sign in to Foyer', signLegacy('Sign in to Foyer', 27))).code,
    ).toBe('INVALID_SIGNATURE')
    expect(refusal(check(P2TR, 'Sign in to Foyer', signature)).code).toBe('INVALID_SIGNATURE')
  })

  it('answers 400 for a P2PKH address with a signature that is not 65 bytes', () => {
    expect(refusal(check(legacy, 'x', new Uint8Array(64).fill(1)))).toEqual({
      status: 400,
      code: 'INVALID_PARAMS',
    })
  })
})
