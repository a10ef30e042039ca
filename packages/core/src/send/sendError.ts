import type { KitErrorCode } from '@foyer/protocol'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import type { ErrorNotice } from '../errors/errorNotice'

/** Why a draft cannot be sent, or why sending failed: codes of the kit's error table. */
export const SEND_ERRORS = [
  'AMOUNT_AND_RECEIVER_REQUIRED',
  'TOKEN_REQUIRED',
  'INVALID_RECEIVER',
  'INVALID_AMOUNT',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FEE_BALANCE',
  'TOO_MANY_PENDING',
  'TRANSACTION_REJECTED',
  'TRANSACTION_FAILED',
  'TRANSACTION_REVERTED',
  'RECEIPT_UNAVAILABLE',
] as const satisfies readonly KitErrorCode[]
export type SendError = (typeof SEND_ERRORS)[number]

/** The notice of a send error (TOO_MANY_PENDING names the limit). */
export function sendErrorNotice(error: SendError): ErrorNotice {
  return error === 'TOO_MANY_PENDING'
    ? { code: error, params: { limit: PENDING_TRANSACTIONS_LIMIT } }
    : { code: error }
}
