const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet): the form of Solana addresses, signatures and signed messages. */
export const base58 = {
  encode(bytes: Uint8Array): string {
    const digits: number[] = []
    for (const byte of bytes) {
      let carry = byte
      for (let i = 0; i < digits.length; i++) {
        carry += (digits[i] ?? 0) << 8
        digits[i] = carry % 58
        carry = Math.floor(carry / 58)
      }
      while (carry > 0) {
        digits.push(carry % 58)
        carry = Math.floor(carry / 58)
      }
    }
    let zeros = 0
    while (bytes[zeros] === 0) zeros++
    return (
      '1'.repeat(zeros) +
      digits
        .reverse()
        .map((digit) => ALPHABET[digit])
        .join('')
    )
  },
  /** The bytes of `text`; throws on a character outside the alphabet. */
  decode(text: string): Uint8Array {
    const bytes: number[] = []
    for (const char of text) {
      let carry = ALPHABET.indexOf(char)
      if (carry < 0) throw new Error(`not base58: ${JSON.stringify(char)}`)
      for (let i = 0; i < bytes.length; i++) {
        carry += (bytes[i] ?? 0) * 58
        bytes[i] = carry & 0xff
        carry >>= 8
      }
      while (carry > 0) {
        bytes.push(carry & 0xff)
        carry >>= 8
      }
    }
    let zeros = 0
    while (text[zeros] === '1') zeros++
    return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
  },
}

/** Bytes to base64 and back (transactions and PSBTs travel so). */
export const base64 = {
  encode(bytes: Uint8Array): string {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  },
  /** The bytes of `text`; throws on text that is not base64. */
  decode(text: string): Uint8Array {
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
      throw new Error('not base64')
    }
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  },
}
