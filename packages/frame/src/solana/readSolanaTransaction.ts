import { FoyerError } from '@foyer/protocol'
import {
  type CompiledTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

/** A wire transaction read for signing: the transaction and its compiled message. */
export type ReadTransaction = {
  transaction: Transaction
  message: Exclude<CompiledTransactionMessage, { version: 1 }>
}

function malformed(details: string, cause?: unknown): FoyerError {
  return new FoyerError('INVALID_METHOD_PARAMS', { details, cause })
}

/**
 * Reads a base64 wire transaction (legacy or v0): its signatures and message, every byte
 * accounted for. Anything else is INVALID_METHOD_PARAMS with what was wrong.
 */
export function readSolanaTransaction(base64: string): ReadTransaction {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase64Encoder().encode(base64))
  } catch (cause) {
    throw malformed('the transaction is not base64', cause)
  }
  let transaction: Transaction
  let message: CompiledTransactionMessage
  try {
    const [read, end] = getTransactionDecoder().read(bytes, 0)
    if (end !== bytes.length) throw new Error('trailing bytes')
    transaction = read
    const [compiled, messageEnd] = getCompiledTransactionMessageDecoder().read(
      transaction.messageBytes,
      0,
    )
    if (messageEnd !== transaction.messageBytes.length) throw new Error('trailing message bytes')
    // Canonical bytes only: what is shown must be exactly what the network reads.
    if (
      !sameBytes(getCompiledTransactionMessageEncoder().encode(compiled), transaction.messageBytes)
    ) {
      throw new Error('not canonical')
    }
    message = compiled
  } catch (cause) {
    throw malformed('the bytes are not a Solana transaction', cause)
  }
  if (message.version === 1) throw malformed('version 1 transactions are not supported')
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
  if (
    message.instructions.length === 0 ||
    signers.length === 0 ||
    Object.keys(transaction.signatures).length !== signers.length ||
    message.instructions.some(
      (instruction) =>
        instruction.programAddressIndex >= message.staticAccounts.length ||
        (instruction.accountIndices ?? []).some((index) => index >= accountCount(message)),
    )
  ) {
    throw malformed('the bytes are not a Solana transaction')
  }
  return { transaction, message }
}

function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** Whether `bytes` read as a whole Solana transaction message (a message must not be one). */
export function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    return end === bytes.length && 'staticAccounts' in message && message.staticAccounts.length > 0
  } catch {
    return false
  }
}

/** The accounts an instruction may name: the static ones, then those of the lookup tables. */
export function accountCount(message: ReadTransaction['message']): number {
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  return (
    message.staticAccounts.length +
    lookups.reduce(
      (sum, lookup) => sum + lookup.readonlyIndexes.length + lookup.writableIndexes.length,
      0,
    )
  )
}
