import type { OnrampFiatCurrency, SwapTransaction } from '@foyer/protocol'
import type { Address, Hash } from 'viem'
import type { ErrorNotice } from '../errors/errorNotice'
import type { SwapAsset } from '../swap/swapAsset'
import type { SwapPartStatus } from '../swap/swapState'

/**
 * idle → planning (the token, the balance, and when it is short a swap or a purchase that covers
 * it) → ready (Pay shows the plan) → buying (the purchase is paid in the provider's window and
 * followed to its delivery) → paying (the wallet sends the approval, the swap, the payment in
 * turn, or all as one batch) → done (the payment is in) or failed. A wallet refusal goes back to
 * ready.
 */
export type PayStep = 'idle' | 'planning' | 'ready' | 'buying' | 'paying' | 'done' | 'failed'

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

/**
 * The purchase (on-ramp) that first buys what the balance lacks when no token held can be swapped:
 * `fiatAmount` of `fiatCurrency` at `provider` for `cryptoAmount` of the token (at least the
 * shortfall).
 */
export type PayBuy = {
  /** The provider's name. */
  provider: string
  fiatAmount: string
  fiatCurrency: OnrampFiatCurrency
  /** Smallest units of the token paid. */
  cryptoAmount: bigint
  /** The product's mocked quote (no provider answered): labelled as an estimate. */
  estimate: boolean
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
  /**
   * The approval, the swap and the payment go to the wallet as one atomic batch
   * (`wallet_sendCalls`): the account says it can (EIP-5792 `atomic`).
   */
  batched: boolean
  /** Undefined unless the balance is short and nothing held can be swapped into the token. */
  buy: PayBuy | undefined
  progress: {
    buy?: SwapPartStatus
    approve?: SwapPartStatus
    swap?: SwapPartStatus
    pay: SwapPartStatus
  }
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
  batched: false,
  buy: undefined,
  progress: { pay: 'waiting' },
  hash: undefined,
  explorerUrl: undefined,
  error: undefined,
}
