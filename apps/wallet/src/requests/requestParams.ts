import { type Address, type Hex, isAddress, isHex } from 'viem'

/** A request's params are not what its method takes; the detail goes back to the dapp. */
export class InvalidParamsError extends Error {
  override name = 'InvalidParamsError'
}

export interface PersonalSignParams {
  /** Hex of the message bytes, or plain text as some dapps send it. */
  message: string
  address: string
}

export interface TypedDataParams {
  address: string
  typedData: {
    domain?: Record<string, unknown>
    types: Record<string, { name: string; type: string }[]>
    primaryType: string
    message: Record<string, unknown>
  }
}

export interface TransactionParams {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/** `personal_sign [message, address]`; the reversed order some dapps use is accepted too. */
export function personalSignParams(params: unknown): PersonalSignParams {
  const [first, second] = asArray(params, 2)
  if (typeof first !== 'string' || typeof second !== 'string') {
    throw new InvalidParamsError('personal_sign takes [message, address]')
  }
  if (isAddress(first, { strict: false }) && !isAddress(second, { strict: false })) {
    return { message: second, address: first }
  }
  return { message: first, address: second }
}

/** `eth_signTypedData_v4 [address, typedData]`, typed data as JSON text or as an object. */
export function typedDataParams(params: unknown): TypedDataParams {
  const [address, data] = asArray(params, 2)
  if (typeof address !== 'string') throw new InvalidParamsError('expected [address, typedData]')
  let typedData: unknown = data
  if (typeof data === 'string') {
    try {
      typedData = JSON.parse(data)
    } catch {
      throw new InvalidParamsError('typed data is not JSON')
    }
  }
  if (!isRecord(typedData) || !isRecord(typedData.types) || !isRecord(typedData.message)) {
    throw new InvalidParamsError('typed data needs types, primaryType and message')
  }
  if (typeof typedData.primaryType !== 'string') {
    throw new InvalidParamsError('typed data needs types, primaryType and message')
  }
  if (typedData.domain !== undefined && !isRecord(typedData.domain)) {
    throw new InvalidParamsError('typed data domain must be an object')
  }
  return { address, typedData: typedData as TypedDataParams['typedData'] }
}

/** `eth_sendTransaction [tx]` with hex quantities, as EIP-1474 has it. */
export function transactionParams(params: unknown): TransactionParams {
  const [tx] = asArray(params, 1)
  if (!isRecord(tx)) throw new InvalidParamsError('eth_sendTransaction takes [transaction]')
  const result: TransactionParams = {}
  if (tx.from !== undefined) result.from = address(tx.from, 'from')
  if (tx.to !== undefined && tx.to !== null) result.to = address(tx.to, 'to')
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null) {
    if (typeof data !== 'string' || !isHex(data)) throw new InvalidParamsError('data must be hex')
    if (data !== '0x') result.data = data
  }
  for (const field of [
    'value',
    'gas',
    'gasPrice',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
  ] as const) {
    const value = tx[field] ?? (field === 'gas' ? tx.gasLimit : undefined)
    if (value !== undefined && value !== null) result[field] = quantity(value, field)
  }
  if (tx.nonce !== undefined && tx.nonce !== null)
    result.nonce = Number(quantity(tx.nonce, 'nonce'))
  if (result.to === undefined && result.data === undefined) {
    throw new InvalidParamsError('a transaction needs to or data')
  }
  return result
}

/** `wallet_switchEthereumChain [{ chainId }]`, chainId in hex. */
export function switchChainParams(params: unknown): { chainId: string } {
  const [target] = asArray(params, 1)
  if (
    !isRecord(target) ||
    typeof target.chainId !== 'string' ||
    !/^0x[0-9a-f]+$/i.test(target.chainId)
  ) {
    throw new InvalidParamsError('wallet_switchEthereumChain takes [{ chainId: "0x…" }]')
  }
  return { chainId: target.chainId }
}

function asArray(params: unknown, length: number): unknown[] {
  if (!Array.isArray(params) || params.length < length) {
    throw new InvalidParamsError(`expected an array of ${length} or more params`)
  }
  return params
}

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw new InvalidParamsError(`${field} must be an address`)
  }
  return value
}

function quantity(value: unknown, field: string): bigint {
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return BigInt(value)
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new InvalidParamsError(`${field} must be a hex quantity`)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
