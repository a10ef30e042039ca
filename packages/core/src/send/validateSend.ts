import { type ChainNamespace, isSolanaAddress } from '@foyer/protocol'
import { isAddress } from 'viem'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import type { DecimalSeparator } from './decimalSeparator'
import { parseAmount } from './parseAmount'
import type { SendError } from './sendError'
import type { SendToken } from './sendToken'

/** What the visitor filled in on WalletSend. */
export type SendDraft = {
  token: SendToken | undefined
  /** As typed, in whole tokens. */
  amount: string
  receiver: string
}

/**
 * Why the draft cannot be sent, in the product’s words where it has them (docs/product.md): an amount and a
 * receiver address first, then a token; then a valid address and amount, enough balance, and
 * room under the pending-transaction limit (docs/product.md). Undefined when it can be sent.
 * The receiver is an address of the account's namespace: `0x…` on eip155, base58 of 32 bytes
 * on solana.
 */
export function validateSend(
  draft: SendDraft,
  pendingCount: number,
  separator: DecimalSeparator = '.',
  namespace: ChainNamespace = 'eip155',
): SendError | undefined {
  const amount = draft.amount.trim()
  const receiver = draft.receiver.trim()
  const zero = amount !== '' && parseAmount(amount, draft.token?.decimals ?? 18, separator) === 0n
  if (amount === '' || receiver === '' || zero) return 'AMOUNT_AND_RECEIVER_REQUIRED'
  if (!draft.token) return 'TOKEN_REQUIRED'
  if (!(namespace === 'solana' ? isSolanaAddress(receiver) : isAddress(receiver)))
    return 'INVALID_RECEIVER'
  const value = parseAmount(amount, draft.token.decimals, separator)
  if (value === undefined) return 'INVALID_AMOUNT'
  if (value > draft.token.balance) return 'INSUFFICIENT_BALANCE'
  if (pendingCount >= PENDING_TRANSACTIONS_LIMIT) {
    return 'TOO_MANY_PENDING'
  }
  return undefined
}
