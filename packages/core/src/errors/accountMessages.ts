/**
 * Messages of the account features: the spec's own wording (§8) where it has one, the kit's
 * otherwise. Apart from ERROR_MESSAGES so that only the lazily loaded account code carries them.
 */
export const ACCOUNT_MESSAGES = {
  /** Toast (§8): the balance fetch failed or the network is unsupported. */
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  /** §5 and §8: sending needs an amount and a receiver address… */
  amountAndReceiverRequired: 'An amount and receiver address are required',
  /** …and a token. */
  tokenRequired: 'A token is required',
  // The spec words none of the following.
  invalidReceiver: 'The receiver is not a valid address',
  invalidAmount: 'The amount is not a valid number',
  insufficientBalance: 'Insufficient balance',
  /** A token send whose network fee, paid in the native coin, exceeds what the account holds. */
  insufficientFeeBalance: 'Insufficient balance to pay the network fee',
  tooManyPending: (limit: number) =>
    `${limit} transactions are already pending: wait for one to confirm`,
  transactionRejected: 'Transaction rejected',
  transactionFailed: 'The transaction could not be sent',
  transactionReverted: 'The transaction was reverted',
  receiptUnavailable: 'The transaction was sent, but its confirmation could not be followed',
} as const
