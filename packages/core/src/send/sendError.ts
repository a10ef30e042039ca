import { PENDING_TRANSACTIONS_LIMIT } from '../constants'
import { ACCOUNT_MESSAGES } from '../errors/accountMessages'

/** Why a draft cannot be sent, or why sending failed; views show their locale's words for it. */
export const SEND_ERRORS = [
  'amountAndReceiverRequired',
  'tokenRequired',
  'invalidReceiver',
  'invalidAmount',
  'insufficientBalance',
  'insufficientFeeBalance',
  'tooManyPending',
  'transactionRejected',
  'transactionFailed',
  'transactionReverted',
  'receiptUnavailable',
] as const
export type SendError = (typeof SEND_ERRORS)[number]

/** The English message of a send error (the spec's words where it has them, §8). */
export function sendErrorMessage(error: SendError): string {
  return error === 'tooManyPending'
    ? ACCOUNT_MESSAGES.tooManyPending(PENDING_TRANSACTIONS_LIMIT)
    : ACCOUNT_MESSAGES[error]
}
