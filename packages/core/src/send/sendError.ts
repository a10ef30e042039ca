import type { KitErrorCode } from '@foyer/protocol'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import type { ErrorNotice } from '../errors/errorNotice'
import { TRANSACTION_ERRORS } from '../errors/transactionErrors'

/** Why a draft cannot be sent, or why sending failed: codes of the kit's error table. */
export const SEND_ERRORS = [
  'AMOUNT_AND_RECEIVER_REQUIRED',
  'TOKEN_REQUIRED',
  'INVALID_RECEIVER',
  // Solana: SOL to an address with no account yet, below its rent-exempt minimum; a send that
  // leaves the sender's account with less than its own (but more than nothing).
  'AMOUNT_BELOW_RENT_MINIMUM',
  'REMAINDER_BELOW_RENT_MINIMUM',
  ...TRANSACTION_ERRORS,
] as const satisfies readonly KitErrorCode[]
export type SendError = (typeof SEND_ERRORS)[number]

/** The notice of a send error (TOO_MANY_PENDING names the limit). */
export function sendErrorNotice(error: SendError): ErrorNotice {
  return error === 'TOO_MANY_PENDING'
    ? { code: error, params: { limit: PENDING_TRANSACTIONS_LIMIT } }
    : { code: error }
}
