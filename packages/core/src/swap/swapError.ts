import { type ErrorCode, type KitErrorCode, MAX_SWAP_SLIPPAGE } from '@foyer/protocol'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import { HttpError } from '../api/createApiClient'
import type { ErrorNotice } from '../errors/errorNotice'
import { TRANSACTION_ERRORS } from '../errors/transactionErrors'
import { isUserRejection } from '../errors/walletErrors'

/** Why a swap cannot be made, or why making it failed: codes of the kit's error table. */
export const SWAP_ERRORS = [
  'SWAP_TOKENS_REQUIRED',
  'SWAP_AMOUNT_REQUIRED',
  'SWAP_TOKENS_UNAVAILABLE',
  'SWAP_QUOTE_UNAVAILABLE',
  'SWAP_SLIPPAGE_INVALID',
  ...TRANSACTION_ERRORS,
] as const satisfies readonly KitErrorCode[]
export type SwapError = (typeof SWAP_ERRORS)[number]

/** The notice of a swap error (the limits named where the words have them). */
export function swapErrorNotice(error: SwapError): ErrorNotice {
  if (error === 'TOO_MANY_PENDING')
    return { code: error, params: { limit: PENDING_TRANSACTIONS_LIMIT } }
  if (error === 'SWAP_SLIPPAGE_INVALID') return { code: error, params: { max: MAX_SWAP_SLIPPAGE } }
  return { code: error }
}

/**
 * The notice of a failed swap API call: the API's own code when it named one (no route, the
 * network not supported, …), else `fallback`.
 */
export function swapApiNotice(error: unknown, fallback: SwapError): ErrorNotice {
  if (error instanceof HttpError && error.apiCode) return { code: error.apiCode as ErrorCode }
  return swapErrorNotice(fallback)
}

/** Why the wallet did not send: the visitor refused, or it could not. */
export function sendFailure(cause: unknown): SwapError {
  return isUserRejection(cause) ? 'TRANSACTION_REJECTED' : 'TRANSACTION_FAILED'
}
