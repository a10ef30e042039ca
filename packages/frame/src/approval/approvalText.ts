import { hexToString, isHex } from 'viem'

/** Longest text the card shows of one value. */
const MAX_TEXT = 2000

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** A message as text when it is readable, else its hex. */
export function messageText(message: string | { raw: `0x${string}` }): {
  value: string
  hex: boolean
} {
  if (typeof message === 'string') return { value: message, hex: false }
  if (isHex(message.raw)) {
    try {
      const text = hexToString(message.raw)
      // Shown as text only when it is readable; otherwise the hex itself.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters
      if (!/[\u0000-\u0008\u000e-\u001f\u007f\ufffd]/.test(text)) return { value: text, hex: false }
    } catch {
      // not UTF-8
    }
  }
  return { value: message.raw, hex: true }
}

export function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}
