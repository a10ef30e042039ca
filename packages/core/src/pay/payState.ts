import type { SwapTransaction } from '@foyer/protocol'
import type { Address, Hash } from 'viem'
import type { ErrorNotice } from '../errors/errorNotice'
import type { SwapAsset } from '../swap/swapAsset'
import type { SwapPartStatus } from '../swap/swapState'

/**
 * idle → planning (the token, the balance, and when it is short a swap that covers it) → ready
 * (Pay shows the plan) → paying (the wallet sends the approval, the swap, the payment in turn) →
 * done (the payment is in) or failed. A wallet refusal goes back to ready.
 */
export type PayStep = 'idle' | 'planning' | 'ready' | 'paying' | 'done' | 'failed'

/** The swap that first buys what the balance lacks: `fromAmount` of `from` for at least `toAmountMin`. */
export type PaySwap = {
  from: SwapAsset
  fromAmount: bigint
  toAmount: bigint
  /** The slippage bound: at least the shortfall. */
  toAmountMin: bigint
  approve: SwapTransaction | undefined
  tx: SwapTransaction
}

export type PayState = {
  step: PayStep
  to: Address | undefined
  /** The token paid, with the account's balance of it. */
  token: SwapAsset | undefined
  /** In the token's smallest unit. */
  amount: bigint
  /** Undefined when the balance covers the amount. */
  swap: PaySwap | undefined
  progress: { approve?: SwapPartStatus; swap?: SwapPartStatus; pay: SwapPartStatus }
  hash: Hash | undefined
  explorerUrl: string | undefined
  error: ErrorNotice | undefined
}

export const INITIAL_PAY_STATE: PayState = {
  step: 'idle',
  to: undefined,
  token: undefined,
  amount: 0n,
  swap: undefined,
  progress: { pay: 'waiting' },
  hash: undefined,
  explorerUrl: undefined,
  error: undefined,
}
