import type { Address, Hex } from 'viem'

/** One call of Multicall3's `aggregate3`, allowed to fail. */
export interface Aggregate3Call {
  target: Address
  callData: Hex
}

/** One answer of `aggregate3`. */
export interface Aggregate3Result {
  success: boolean
  returnData: Hex
}

const word = (value: number) => value.toString(16).padStart(64, '0')

/** `hex` (no 0x) right-padded to whole 32-byte words. */
const padded = (hex: string) => hex + '0'.repeat((64 - (hex.length % 64)) % 64)

/**
 * ABI-encoded arguments of `aggregate3((address target, bool allowFailure, bytes callData)[])`,
 * every call with allowFailure true, without the selector: what viem's encodeAbiParameters
 * gives, written out directly (viem's generic encoder was a tenth of a quote's CPU).
 */
export function encodeAggregate3(calls: readonly Aggregate3Call[]): Hex {
  const tuples = calls.map(({ target, callData }) => {
    const data = callData.slice(2)
    // target, allowFailure, the bytes' offset (after these three words), their length and bytes.
    return `${target.slice(2).toLowerCase().padStart(64, '0')}${word(1)}${word(0x60)}${word(data.length / 2)}${padded(data)}`
  })
  let offset = calls.length * 32
  const offsets = tuples.map((tuple) => {
    const at = word(offset)
    offset += tuple.length / 2
    return at
  })
  return `0x${word(0x20)}${word(calls.length)}${offsets.join('')}${tuples.join('')}`
}

/**
 * `aggregate3`'s answer, `(bool success, bytes returnData)[]`, decoded by reading its words
 * (viem's generic decoder was another tenth). Throws on data that is not such an answer.
 */
export function decodeAggregate3(data: Hex): Aggregate3Result[] {
  const hex = data.slice(2)
  const at = (byte: number) => {
    const value = Number.parseInt(hex.slice(byte * 2, byte * 2 + 64), 16)
    if (!Number.isSafeInteger(value) || byte * 2 + 64 > hex.length) {
      throw new Error('not an aggregate3 answer')
    }
    return value
  }
  const array = at(0)
  const count = at(array)
  const head = array + 32
  const results: Aggregate3Result[] = []
  for (let index = 0; index < count; index++) {
    const tuple = head + at(head + index * 32)
    const bytes = tuple + at(tuple + 32)
    const length = at(bytes)
    const end = (bytes + 32 + length) * 2
    if (end > hex.length) throw new Error('not an aggregate3 answer')
    results.push({ success: at(tuple) === 1, returnData: `0x${hex.slice((bytes + 32) * 2, end)}` })
  }
  return results
}
