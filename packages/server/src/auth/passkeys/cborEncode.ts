/**
 * A minimal CBOR encoder (RFC 8949) for the test authenticator: unsigned and negative integers,
 * byte strings, text strings, arrays and maps (keys in the order given). Enough for
 * `attestationObject` and COSE keys; nothing in the server's own path uses it.
 */
export type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>

export function cborEncode(value: Cbor): Uint8Array {
  const out: number[] = []
  write(value, out)
  return new Uint8Array(out)
}

function head(major: number, length: number, out: number[]) {
  const type = major << 5
  if (length < 24) out.push(type | length)
  else if (length < 0x100) out.push(type | 24, length)
  else if (length < 0x10000) out.push(type | 25, length >> 8, length & 0xff)
  else
    out.push(
      type | 26,
      (length >>> 24) & 0xff,
      (length >> 16) & 0xff,
      (length >> 8) & 0xff,
      length & 0xff,
    )
}

function write(value: Cbor, out: number[]) {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('cborEncode: integers only')
    if (value >= 0) head(0, value, out)
    else head(1, -1 - value, out)
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value)
    head(3, bytes.length, out)
    out.push(...bytes)
  } else if (value instanceof Uint8Array) {
    head(2, value.length, out)
    out.push(...value)
  } else if (Array.isArray(value)) {
    head(4, value.length, out)
    for (const item of value) write(item, out)
  } else {
    head(5, value.size, out)
    for (const [key, item] of value) {
      write(key, out)
      write(item, out)
    }
  }
}
