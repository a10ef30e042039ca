import { FoyerError } from '../errors/foyerError'

/** One call of `wallet_sendCalls`, read (docs/product.md#batched-calls). */
export type WalletCall = { to: `0x${string}`; data: `0x${string}`; value: bigint }

/** `wallet_sendCalls`'s request as the wallet acts on it (EIP-5792, version 2.0.0 or 1.0). */
export type SendCallsRequest = {
  chainId: number
  /** The sending account, when the request names one. */
  from: `0x${string}` | undefined
  calls: WalletCall[]
  /** The dapp asked that all calls land together or none. */
  atomicRequired: boolean
  /** The dapp's own id for the batch (EIP-5792 lets it choose). */
  id: string | undefined
  capabilities: Record<string, unknown>
}

/** The most calls one `wallet_sendCalls` may carry. */
export const MAX_CALLS_PER_BATCH = 50

/** EIP-5792's status codes of `wallet_getCallsStatus`. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const

const HEX = /^0x[0-9a-fA-F]*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads `wallet_sendCalls`'s params. The spec's rules first: each call's `to` starts with 0x
 * (CALL_TO_INVALID) and `data`, when present, starts with 0x (CALL_DATA_INVALID); then shape:
 * a 20-byte `to`, even-length hex `data`, a hex `value`, 1 to MAX_CALLS_PER_BATCH calls and a
 * hex chain id, else INVALID_METHOD_PARAMS. Nothing is sent for a request that fails here.
 */
export function parseSendCalls(params: unknown): SendCallsRequest {
  const [request] = Array.isArray(params) ? params : []
  if (!isRecord(request) || !Array.isArray(request.calls)) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  const calls = request.calls.map(parseCall)
  if (calls.length === 0 || calls.length > MAX_CALLS_PER_BATCH) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  const { chainId, from, id, capabilities = {} } = request
  if (typeof chainId !== 'string' || !QUANTITY.test(chainId)) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  if (from !== undefined && (typeof from !== 'string' || !ADDRESS.test(from))) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  if (
    (id !== undefined && (typeof id !== 'string' || id.length === 0 || id.length > 4096)) ||
    !isRecord(capabilities)
  ) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  return {
    chainId: Number(BigInt(chainId)),
    from: from as `0x${string}` | undefined,
    calls,
    atomicRequired: request.atomicRequired === true,
    id: id as string | undefined,
    capabilities,
  }
}

function parseCall(call: unknown): WalletCall {
  if (!isRecord(call)) throw new FoyerError('INVALID_METHOD_PARAMS')
  const { to, data, value } = call
  if (typeof to !== 'string' || !to.startsWith('0x')) throw new FoyerError('CALL_TO_INVALID')
  if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) {
    throw new FoyerError('CALL_DATA_INVALID')
  }
  if (!ADDRESS.test(to)) throw new FoyerError('INVALID_METHOD_PARAMS')
  if (data !== undefined && (!HEX.test(data) || data.length % 2 !== 0)) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  if (value !== undefined && (typeof value !== 'string' || !QUANTITY.test(value))) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  return {
    to: to as `0x${string}`,
    data: (data ?? '0x') as `0x${string}`,
    value: value === undefined ? 0n : BigInt(value),
  }
}

/**
 * Reads `wallet_getCapabilities`'s params `[address, chainIds?]`: the address is required
 * (CAPABILITIES_ADDRESS_REQUIRED), the chain ids are hex.
 */
export function parseGetCapabilities(params: unknown): {
  address: `0x${string}`
  chainIds: number[] | undefined
} {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || address === '') {
    throw new FoyerError('CAPABILITIES_ADDRESS_REQUIRED')
  }
  if (!ADDRESS.test(address)) throw new FoyerError('INVALID_METHOD_PARAMS')
  if (chainIds === undefined) return { address: address as `0x${string}`, chainIds: undefined }
  if (
    !Array.isArray(chainIds) ||
    chainIds.length > 100 ||
    !chainIds.every((id) => typeof id === 'string' && QUANTITY.test(id))
  ) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  return {
    address: address as `0x${string}`,
    chainIds: chainIds.map((id: string) => Number(BigInt(id))),
  }
}

/** Reads `wallet_getCallsStatus`'s params `[id]`. */
export function parseCallsId(params: unknown): string {
  const [id] = Array.isArray(params) ? params : []
  if (typeof id !== 'string' || id.length === 0 || id.length > 4096) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  return id
}
