const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet), the form of Solana addresses and signatures. */
export function base58(bytes: Uint8Array): string {
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
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return (
    zeros +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/** The bytes of a base58 (Bitcoin alphabet) string; throws on a character outside it. */
export function fromBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = ALPHABET.indexOf(char)
    if (carry < 0) throw new Error(`Not base58: ${JSON.stringify(char)}`)
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
}
