import { type ErrorCode, isFoyerError } from '@foyer/protocol'

/**
 * An EIP-1193 error: wagmi and viem read `code` (4001 user rejected, 4200 unsupported method);
 * `data.code` keeps the frame's error code, whose words the kit's locale has.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: { code: ErrorCode },
  ) {
    super(message)
  }
}

export const USER_REJECTED_CODE = 4001
export const UNSUPPORTED_METHOD_CODE = 4200
export const UNRECOGNIZED_CHAIN_CODE = 4902

/**
 * EIP-1193, JSON-RPC and EIP-5792 codes of the frame's errors that callers act on: a rejection
 * (4001), a method the wallet does not serve (4200), bad params (-32602), a method the account
 * cannot do so that viem's `sendCalls` falls back to one transaction per call (-32004), an unknown
 * calls id (5730) and calls that cannot be sent atomically (5760).
 */
const PROVIDER_CODES: Partial<Record<ErrorCode, number>> = {
  USER_REJECTED: USER_REJECTED_CODE,
  REQUEST_NOT_ALLOWED: UNSUPPORTED_METHOD_CODE,
  INVALID_METHOD_PARAMS: -32602,
  CALL_TO_INVALID: -32602,
  CALL_DATA_INVALID: -32602,
  CAPABILITIES_ADDRESS_REQUIRED: -32602,
  PERMISSION_EXPIRY_REQUIRED: -32602,
  PERMISSION_ALLOWANCE_REQUIRED: -32602,
  PERMISSION_UNSUPPORTED: -32602,
  PERMISSION_UNKNOWN: -32602,
  CALLS_UNSUPPORTED: -32004,
  CALLS_ID_UNKNOWN: 5730,
  ATOMIC_UNSUPPORTED: 5760,
}

/** Gives a frame error its provider code by the frame's error code (PROVIDER_CODES). */
export function toProviderError(error: unknown): unknown {
  if (!isFoyerError(error)) return error
  const code = PROVIDER_CODES[error.code]
  return code === undefined
    ? error
    : new ProviderRpcError(code, error.message, { code: error.code })
}
