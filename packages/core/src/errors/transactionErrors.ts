import type { KitErrorCode } from '@foyer/protocol'

/** Why a transaction of the kit's own (a send, a swap, a payment) cannot be made or failed. */
export const TRANSACTION_ERRORS = [
  'INVALID_AMOUNT',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FEE_BALANCE',
  'TOO_MANY_PENDING',
  'TRANSACTION_REJECTED',
  'TRANSACTION_FAILED',
  'TRANSACTION_REVERTED',
  'RECEIPT_UNAVAILABLE',
] as const satisfies readonly KitErrorCode[]
