import { type Address, getAddress, type Hex, isHex } from 'viem'
import { invalidParams } from './rpcError'

/** The fields of an `eth_sendTransaction` request the test wallet honours, parsed. */
export interface TransactionRequest {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

function quantity(name: string, value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  throw invalidParams(`${name} must be a quantity, got ${JSON.stringify(value)}`)
}

function address(name: string, value: unknown): Address | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidParams(`${name} must be an address`)
  try {
    return getAddress(value)
  } catch {
    throw invalidParams(`${name} is not an address: ${value}`)
  }
}

/** Parses the first param of `eth_sendTransaction` (RPC hex quantities) into viem's shapes. */
export function parseTransactionRequest(raw: unknown): TransactionRequest {
  if (typeof raw !== 'object' || raw === null) throw invalidParams('expected a transaction object')
  const tx = raw as Record<string, unknown>
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null && !isHex(data)) throw invalidParams('data must be hex')
  const nonce = quantity('nonce', tx.nonce)
  return {
    from: address('from', tx.from),
    to: address('to', tx.to),
    value: quantity('value', tx.value),
    data: (data ?? undefined) as Hex | undefined,
    gas: quantity('gas', tx.gas),
    gasPrice: quantity('gasPrice', tx.gasPrice),
    maxFeePerGas: quantity('maxFeePerGas', tx.maxFeePerGas),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas', tx.maxPriorityFeePerGas),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
}
