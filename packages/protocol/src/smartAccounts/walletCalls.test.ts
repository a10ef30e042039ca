import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../errors/foyerError'
import { parseCallsId, parseGetCapabilities, parseSendCalls } from './walletCalls'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const request = (calls: unknown[], extra: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls, ...extra },
]

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return isFoyerError(error) ? error.code : `not a FoyerError: ${String(error)}`
  }
  return undefined
}

describe('parseSendCalls', () => {
  it('reads calls, chain, atomicity and the dapp id', () => {
    const parsed = parseSendCalls(
      request([{ to: TO, data: '0xa9059cbb', value: '0x10' }, { to: TO }], { id: 'batch-1' }),
    )
    expect(parsed).toEqual({
      chainId: 31337,
      from: undefined,
      calls: [
        { to: TO, data: '0xa9059cbb', value: 16n },
        { to: TO, data: '0x', value: 0n },
      ],
      atomicRequired: true,
      id: 'batch-1',
      capabilities: {},
    })
  })

  it("refuses a call whose to or data does not start with 0x (the spec's rule)", () => {
    expect(codeOf(() => parseSendCalls(request([{ to: TO.slice(2) }])))).toBe('CALL_TO_INVALID')
    expect(codeOf(() => parseSendCalls(request([{ data: '0x' }])))).toBe('CALL_TO_INVALID')
    expect(codeOf(() => parseSendCalls(request([{ to: TO, data: 'a9059cbb' }])))).toBe(
      'CALL_DATA_INVALID',
    )
  })

  it('refuses malformed shapes with INVALID_METHOD_PARAMS', () => {
    for (const params of [
      undefined,
      [],
      [{ chainId: '0x1' }],
      request([]),
      request([{ to: '0x1234' }]),
      request([{ to: TO, data: '0xabc' }]),
      request([{ to: TO, value: 5 }]),
      request([{ to: TO }], { chainId: 31337 }),
      request([{ to: TO }], { from: 'me' }),
      request(Array.from({ length: 51 }, () => ({ to: TO }))),
    ]) {
      expect(codeOf(() => parseSendCalls(params))).toBe('INVALID_METHOD_PARAMS')
    }
  })
})

describe('parseGetCapabilities', () => {
  it('requires the wallet address', () => {
    expect(codeOf(() => parseGetCapabilities([]))).toBe('CAPABILITIES_ADDRESS_REQUIRED')
    expect(codeOf(() => parseGetCapabilities(['']))).toBe('CAPABILITIES_ADDRESS_REQUIRED')
    expect(codeOf(() => parseGetCapabilities(['0x12']))).toBe('INVALID_METHOD_PARAMS')
  })

  it('reads the chain ids it is asked about', () => {
    expect(parseGetCapabilities([TO, ['0x7a69', '0x7a6a']])).toEqual({
      address: TO,
      chainIds: [31337, 31338],
    })
    expect(parseGetCapabilities([TO]).chainIds).toBeUndefined()
    expect(codeOf(() => parseGetCapabilities([TO, [31337]]))).toBe('INVALID_METHOD_PARAMS')
  })
})

describe('parseCallsId', () => {
  it('reads the id and refuses anything else', () => {
    expect(parseCallsId(['0xabc'])).toBe('0xabc')
    expect(codeOf(() => parseCallsId([]))).toBe('INVALID_METHOD_PARAMS')
    expect(codeOf(() => parseCallsId([7]))).toBe('INVALID_METHOD_PARAMS')
  })
})
