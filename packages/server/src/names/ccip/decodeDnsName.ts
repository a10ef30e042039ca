import { type Hex, hexToBytes } from 'viem'

/**
 * A DNS wire-format name (ENSIP-10's `resolve(name, …)`) as dotted text; undefined when it is
 * not well-formed (a label running past the end, bytes after the terminating zero, a label with
 * a dot in it, or not UTF-8).
 */
export function decodeDnsName(encoded: Hex): string | undefined {
  const bytes = hexToBytes(encoded)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] as number
    if (length === 0) {
      return offset === bytes.length - 1 ? labels.join('.') : undefined
    }
    const end = offset + 1 + length
    if (end >= bytes.length) return undefined
    let label: string
    try {
      label = decoder.decode(bytes.subarray(offset + 1, end))
    } catch {
      return undefined
    }
    if (label.includes('.')) return undefined
    labels.push(label)
    offset = end
  }
  return undefined
}
