import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  multicall3Abi,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAggregate3, encodeAggregate3 } from './aggregate3Data'

const aggregate3 = multicall3Abi.find((item) => item.name === 'aggregate3')
if (!aggregate3) throw new Error('no aggregate3')

const calls: { target: Address; callData: Hex }[] = [
  { target: '0xcA11bde05977b3631167028862bE2a173976CA11', callData: '0x' },
  { target: '0x00000000000000000000000000000000000000aa', callData: '0x12345678' },
  { target: '0x1111111111111111111111111111111111111111', callData: `0x${'ab'.repeat(32)}` },
  { target: '0x2222222222222222222222222222222222222222', callData: `0x${'cd'.repeat(70)}` },
]

describe('aggregate3Data', () => {
  it.each([0, 1, 4])('encodes %i calls as viem does', (count) => {
    const some = calls.slice(0, count)
    expect(encodeAggregate3(some)).toBe(
      encodeAbiParameters(aggregate3.inputs, [
        some.map(({ target, callData }) => ({ target, allowFailure: true, callData })),
      ]),
    )
  })

  it('decodes answers as viem does', () => {
    const results = [
      { success: true, returnData: `0x${'01'.repeat(64)}` as Hex },
      { success: false, returnData: '0x' as Hex },
      { success: true, returnData: '0xdeadbeef' as Hex },
    ]
    const data = encodeAbiParameters(aggregate3.outputs, [results])
    expect(decodeAggregate3(data)).toEqual(decodeAbiParameters(aggregate3.outputs, data)[0])
    expect(decodeAggregate3(data)).toEqual(results)
    expect(decodeAggregate3(encodeAbiParameters(aggregate3.outputs, [[]]))).toEqual([])
  })

  it('refuses data that is not an answer', () => {
    const data = encodeAbiParameters(aggregate3.outputs, [[{ success: true, returnData: '0x12' }]])
    expect(() => decodeAggregate3(data.slice(0, -64) as Hex)).toThrow('not an aggregate3 answer')
    expect(() => decodeAggregate3('0x')).toThrow('not an aggregate3 answer')
  })
})
