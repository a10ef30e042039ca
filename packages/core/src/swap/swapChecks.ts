import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import { isNativeAsset } from './swapAsset'
import type { SwapError } from './swapError'
import type { SwapState } from './swapState'

/**
 * Why the draft cannot be swapped (tokens, the amount as typed and as read, the balance, the
 * pending limit), or undefined.
 */
export function swapDraftError(
  state: SwapState,
  amount: bigint | undefined,
  pendingCount: number,
): SwapError | undefined {
  if (!state.from || !state.to) return 'SWAP_TOKENS_REQUIRED'
  const text = state.amount.trim()
  if (text === '') return 'SWAP_AMOUNT_REQUIRED'
  if (amount === undefined) return 'INVALID_AMOUNT'
  if (amount === 0n) return 'SWAP_AMOUNT_REQUIRED'
  if (state.from.balance !== undefined && amount > state.from.balance) return 'INSUFFICIENT_BALANCE'
  if (pendingCount >= PENDING_TRANSACTIONS_LIMIT) return 'TOO_MANY_PENDING'
  return undefined
}

/** Whether the account can pay `fee` (and, selling the native coin, the amount too). */
export function swapFeeError(
  state: SwapState,
  amount: bigint,
  fee: bigint | null,
): SwapError | undefined {
  if (fee === null) return undefined
  const native = state.tokens.find((token) => isNativeAsset(token.address))
  const held = native?.balance
  if (held === undefined) return undefined
  if (state.from && isNativeAsset(state.from.address)) {
    return amount + fee <= held ? undefined : 'INSUFFICIENT_BALANCE'
  }
  return fee <= held ? undefined : 'INSUFFICIENT_FEE_BALANCE'
}
