import { SOLANA_COMMITMENTS } from '@foyer/protocol'
import { generateKeyPairSigner, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { frameHandlerHarness } from '../testing/frameHandlerHarness'
import { solTransfer, wireTransaction } from '../testing/solanaFixtures'

let t: ReturnType<typeof frameHandlerHarness>
let me: string
let valid: Uint8Array

beforeAll(async () => {
  t = frameHandlerHarness()
  await t.login()
  me = ((await t.ok('GET_USER', {})) as { solanaAddress: string }).solanaAddress
  const other = (await generateKeyPairSigner()).address
  valid = new Uint8Array(
    getBase64Encoder().encode(wireTransaction(me, [solTransfer(me, other, 1n)])),
  )
})

const request = (method: string, params: unknown) => ({
  method,
  params,
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  rpcUrl: 'http://127.0.0.1:1',
})
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

describe('Solana requests (property)', () => {
  it('random bytes, cut transactions and bad commitments: a clear error, never the card', async () => {
    const input = fc.oneof(
      fc
        .uint8Array({ minLength: 1, maxLength: 1232 })
        .map((bytes) => ({ kind: 'bytes' as const, wire: base64(bytes) })),
      fc.integer({ min: 1, max: 400 }).map((cut) => ({
        kind: 'cut' as const,
        wire: base64(valid.slice(0, Math.max(1, valid.length - cut))),
      })),
      fc
        .string({ maxLength: 32 })
        .filter((value) => !(SOLANA_COMMITMENTS as readonly string[]).includes(value))
        .map((commitment) => ({ kind: 'commitment' as const, commitment })),
      fc.anything().map((params) => ({ kind: 'params' as const, params })),
    )
    await fc.assert(
      fc.asyncProperty(
        input,
        fc.constantFrom(
          'solana_signTransaction',
          'solana_signAllTransactions',
          'solana_signAndSendTransaction',
        ),
        async (sample, method) => {
          t.approve.mockClear()
          const transaction =
            sample.kind === 'commitment' || sample.kind === 'params' ? base64(valid) : sample.wire
          const params =
            sample.kind === 'params'
              ? sample.params
              : method === 'solana_signAllTransactions'
                ? { transactions: [transaction] }
                : method === 'solana_signAndSendTransaction' && sample.kind === 'commitment'
                  ? { transaction, options: { preflightCommitment: sample.commitment } }
                  : { transaction }
          if (sample.kind === 'commitment' && method !== 'solana_signAndSendTransaction') return
          const failure = await t.failure('RPC_REQUEST', request(method, params))
          expect(['INVALID_METHOD_PARAMS', 'WRONG_ACCOUNT']).toContain(failure.code)
          expect(t.approve).not.toHaveBeenCalled()
        },
      ),
      { numRuns: 200 },
    )
  })
})
