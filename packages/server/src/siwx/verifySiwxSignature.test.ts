import {
  BITCOIN_MAINNET_CHAIN,
  BITCOIN_TESTNET_CHAIN,
  SOLANA_DEV_CHAIN,
  SOLANA_MAINNET_CHAIN,
} from '@foyer/protocol'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError'
import { verifySiwxSignature } from './verifySiwxSignature'

const ADDRESSES = [
  'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  base58.encode(new Uint8Array(32).fill(255)),
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '',
  'not an address',
]

/** Bytes shaped like the signatures the verifiers read, and arbitrary ones. */
const signatureBytes = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 200 }),
  fc.uint8Array({ minLength: 64, maxLength: 64 }),
  // BIP-137's 65 bytes with a header byte in range.
  fc
    .tuple(fc.integer({ min: 27, max: 42 }), fc.uint8Array({ minLength: 64, maxLength: 64 }))
    .map(([header, rest]) => new Uint8Array([header, ...rest])),
  // A witness stack: a count, then items of declared lengths (true or not).
  fc
    .array(fc.uint8Array({ maxLength: 80 }), { maxLength: 4 })
    .map(
      (items) => new Uint8Array([items.length, ...items.flatMap((item) => [item.length, ...item])]),
    ),
)

describe('verifySiwxSignature against hostile input', () => {
  it('answers a 400 or 401 ApiError, or passes; never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          SOLANA_MAINNET_CHAIN,
          SOLANA_DEV_CHAIN,
          BITCOIN_MAINNET_CHAIN,
          BITCOIN_TESTNET_CHAIN,
        ),
        fc.oneof(fc.constantFrom(...ADDRESSES), fc.string({ maxLength: 60 })),
        fc.string({ maxLength: 300 }),
        signatureBytes,
        async (chainId, address, message, bytes) => {
          try {
            await verifySiwxSignature(
              { chainId, address, message, signature: bytesToHex(bytes) },
              undefined,
            )
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError)
            expect([400, 401]).toContain((error as ApiError).statusCode)
          }
        },
      ),
      { numRuns: Number(process.env.FOYER_FUZZ_RUNS ?? 300) },
    )
  })

  it('refuses a namespace without sign-in, and eip155 without a node, with 400', async () => {
    for (const chainId of ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'eip155:1'] as const) {
      await expect(
        verifySiwxSignature(
          { chainId, address: ADDRESSES[0] as string, message: 'm', signature: '0x00' },
          undefined,
        ),
      ).rejects.toMatchObject({ statusCode: 400, code: 'UNKNOWN_CHAIN' })
    }
  })
})
