import { isFoyerError } from '@foyer/protocol'

/** An EIP-1193 error: wagmi and viem read `code` (4001 user rejected, 4200 unsupported method). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const USER_REJECTED_CODE = 4001
export const UNSUPPORTED_METHOD_CODE = 4200
export const UNRECOGNIZED_CHAIN_CODE = 4902

/**
 * Gives a frame error its EIP-1193 code by the frame's error code, so that callers see a rejection
 * as a rejection: USER_REJECTED is 4001, REQUEST_NOT_ALLOWED 4200.
 */
export function toProviderError(error: unknown): unknown {
  if (!isFoyerError(error)) return error
  if (error.code === 'USER_REJECTED') return new ProviderRpcError(USER_REJECTED_CODE, error.message)
  if (error.code === 'REQUEST_NOT_ALLOWED') {
    return new ProviderRpcError(UNSUPPORTED_METHOD_CODE, error.message)
  }
  return error
}
