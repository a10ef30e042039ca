import { isAddress } from 'viem'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants'
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
 * Why the draft cannot be sent, in the spec's words where it has them (§5, §8): an amount and a
 * receiver address first, then a token; then a valid address and amount, enough balance, and
 * room under the pending-transaction limit (§9). Undefined when it can be sent.
 */
export function validateSend(draft: SendDraft, pendingCount: number): SendError | undefined {
  const amount = draft.amount.trim()
  const receiver = draft.receiver.trim()
  const zero = amount !== '' && parseAmount(amount, draft.token?.decimals ?? 18) === 0n
  if (amount === '' || receiver === '' || zero) return 'amountAndReceiverRequired'
  if (!draft.token) return 'tokenRequired'
  if (!isAddress(receiver)) return 'invalidReceiver'
  const value = parseAmount(amount, draft.token.decimals)
  if (value === undefined) return 'invalidAmount'
  if (value > draft.token.balance) return 'insufficientBalance'
  if (pendingCount >= PENDING_TRANSACTIONS_LIMIT) {
    return 'tooManyPending'
  }
  return undefined
}
