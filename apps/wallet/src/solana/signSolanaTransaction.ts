import type { SolanaKey } from './solanaKey'

/** A compact-u16 at `offset`: its value and its length in bytes. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('the transaction is cut short')
    value |= (byte & 0x7f) << (size * 7)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  return [value, 3]
}

/**
 * Signs a Solana transaction in its wire form (legacy or v0): the message after the signatures
 * is signed with `key`, whose signature goes in the slot of its account among the signers. A
 * transaction that cannot be read, or that `key` is not a signer of, is an Error saying so.
 */
export function signSolanaTransaction(transaction: Uint8Array, key: SolanaKey): Uint8Array {
  const [count, prefix] = shortVec(transaction, 0)
  const messageStart = prefix + count * 64
  if (count === 0 || messageStart >= transaction.length)
    throw new Error('the transaction has no signatures or no message')
  let offset = messageStart
  if ((transaction[offset] ?? 0) & 0x80) offset += 1 // v0: the version byte
  const required = transaction[offset] ?? 0
  const [keys, keysPrefix] = shortVec(transaction, offset + 3)
  const first = offset + 3 + keysPrefix
  if (first + keys * 32 > transaction.length) throw new Error('the transaction is cut short')
  for (let index = 0; index < Math.min(required, keys, count); index++) {
    const signer = transaction.subarray(first + index * 32, first + index * 32 + 32)
    if (signer.every((byte, at) => byte === key.publicKey[at])) {
      const signed = transaction.slice()
      signed.set(key.sign(transaction.subarray(messageStart)), prefix + index * 64)
      return signed
    }
  }
  throw new Error(`the transaction is not to be signed by ${key.address}`)
}

/** The transaction's signature by its fee payer (its id): the first signature. */
export function firstSignature(transaction: Uint8Array): Uint8Array {
  const [, prefix] = shortVec(transaction, 0)
  return transaction.slice(prefix, prefix + 64)
}
