import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
} from 'viem'
import { errorMessage } from '../health/errorMessage'
import { ApiError } from '../http/apiError'

/**
 * Whether a call failed on chain (it reverted, or the address has no code answering it) rather
 * than at the node: the first is the request's doing, the second a network failure.
 */
export function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof ExecutionRevertedError,
    ) !== null
  )
}

/**
 * `read()`, with a node that did not answer as a 502 SWAP_UNAVAILABLE (the client may try again)
 * and a revert as `onRevert()` (undefined, or the ApiError it throws).
 */
export async function chainCall<T>(read: () => Promise<T>, onRevert: () => T | never): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (isRevert(error)) return onRevert()
    throw new ApiError(502, 'SWAP_UNAVAILABLE', { details: errorMessage(error) })
  }
}
