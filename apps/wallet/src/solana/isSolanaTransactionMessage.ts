/**
 * Whether `bytes` read, as a whole, as a Solana transaction message (legacy or v0: header,
 * accounts, blockhash, instructions, v0's address lookups). `solana_signMessage` refuses such
 * bytes: signing them would be a blind signature of that transaction (the frame does the same,
 * packages/frame/src/solana/readSolanaTransaction.ts).
 */
export function isSolanaTransactionMessage(bytes: Uint8Array): boolean {
  const reader = byteReader(bytes)
  try {
    const prefix = reader.peek()
    // The high bit marks a versioned message; only version 0 is read here (v1 has no node yet).
    const versioned = (prefix & 0x80) !== 0
    if (versioned) {
      if ((prefix & 0x7f) !== 0) return false
      reader.skip(1)
    }
    reader.skip(3) // header: required signatures, read-only signed, read-only unsigned
    const accounts = reader.shortU16()
    if (accounts === 0) return false
    reader.skip(accounts * 32)
    reader.skip(32) // recent blockhash
    const instructions = reader.shortU16()
    for (let i = 0; i < instructions; i++) {
      reader.skip(1) // program index
      reader.skip(reader.shortU16()) // account indices
      reader.skip(reader.shortU16()) // data
    }
    if (versioned) {
      const lookups = reader.shortU16()
      for (let i = 0; i < lookups; i++) {
        reader.skip(32)
        reader.skip(reader.shortU16()) // writable indices
        reader.skip(reader.shortU16()) // read-only indices
      }
    }
    return reader.atEnd()
  } catch {
    return false
  }
}

function byteReader(bytes: Uint8Array) {
  let offset = 0
  const need = (count: number) => {
    if (offset + count > bytes.length) throw new RangeError('past the end')
  }
  return {
    peek() {
      need(1)
      return bytes[offset] as number
    },
    skip(count: number) {
      need(count)
      offset += count
    },
    /** Solana's compact-u16: up to three bytes, seven bits each, low bits first. */
    shortU16() {
      let value = 0
      for (let i = 0; i < 3; i++) {
        need(1)
        const byte = bytes[offset++] as number
        value |= (byte & 0x7f) << (7 * i)
        if ((byte & 0x80) === 0) return value
      }
      throw new RangeError('compact-u16 too long')
    },
    atEnd: () => offset === bytes.length,
  }
}
