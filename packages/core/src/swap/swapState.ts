import { DEFAULT_SWAP_SLIPPAGE, type SwapQuote, type SwapTransaction } from '@foyer/protocol'
import type { Hash } from 'viem'
import type { ErrorNotice } from '../errors/errorNotice'
import type { SwapAsset } from './swapAsset'

/**
 * form (Swap, quoted as the amount is typed) → preview (SwapPreview: the swap built with its
 * slippage bound, the approval if the allowance is short) → approving (the wallet asks for the
 * approval) → swapping (the wallet asks for the swap, or for both as one batch) → pending (sent,
 * waiting for the receipt) → confirmed or failed.
 */
export type SwapStep =
  | 'form'
  | 'preview'
  | 'approving'
  | 'swapping'
  | 'pending'
  | 'confirmed'
  | 'failed'

/** Where each part of the swap is: the approval (when one is needed) and the swap itself. */
export type SwapPartStatus = 'waiting' | 'wallet' | 'pending' | 'done' | 'failed'

/** What SwapPreview shows and confirm sends: built once the visitor reviews. */
export type SwapPlan = {
  /** The ERC-20 approval to send first; undefined when the allowance covers the amount. */
  approve: SwapTransaction | undefined
  swap: SwapTransaction
  /** What the swap should buy, and the least it may (the slippage bound), smallest units. */
  toAmount: bigint
  toAmountMin: bigint
  /** The approval and the swap go to the wallet as one atomic batch (`wallet_sendCalls`). */
  batched: boolean
  /**
   * The wallet says a paymaster pays its gas (EIP-5792 `paymasterService`): the native coin held
   * is not checked against the fee (the wallet refuses the swap if its paymaster does not pay).
   */
  sponsored: boolean
}

export type SwapState = {
  tokensStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** Every token the swap API trades on the network, with the account's balances. */
  tokens: readonly SwapAsset[]
  /** Addresses of the suggested and popular tokens (the API's lists). */
  suggested: readonly string[]
  popular: readonly string[]
  from: SwapAsset | undefined
  to: SwapAsset | undefined
  /** Which side SwapSelectToken is choosing. */
  picking: 'from' | 'to'
  /** As typed, in whole `from` tokens. */
  amount: string
  /** In percent: DEFAULT_SWAP_SLIPPAGE unless the visitor changed it. */
  slippage: number
  /** A quote is being fetched for the amount typed. */
  quoting: boolean
  quote: SwapQuote | undefined
  /** How much `to` one whole `from` buys at the quote. */
  rate: number | undefined
  /** Whether the swap's spender may not yet take the amount: an approval goes first. */
  needsApproval: boolean | undefined
  /**
   * The network fee in the native coin's smallest unit (gas price × gas): undefined until
   * known, null when the gas price could not be had (the product's fallback: shown as unknown).
   */
  fee: bigint | null | undefined
  /** The fee in the chosen currency, when the native coin's price is known. */
  feeValue: number | undefined
  plan: SwapPlan | undefined
  step: SwapStep
  progress: { approve: SwapPartStatus | undefined; swap: SwapPartStatus }
  error: ErrorNotice | undefined
  hash: Hash | undefined
  explorerUrl: string | undefined
}

export const INITIAL_SWAP_STATE: SwapState = {
  tokensStatus: 'idle',
  tokens: [],
  suggested: [],
  popular: [],
  from: undefined,
  to: undefined,
  picking: 'from',
  amount: '',
  slippage: DEFAULT_SWAP_SLIPPAGE,
  quoting: false,
  quote: undefined,
  rate: undefined,
  needsApproval: undefined,
  fee: undefined,
  feeValue: undefined,
  plan: undefined,
  step: 'form',
  progress: { approve: undefined, swap: 'waiting' },
  error: undefined,
  hash: undefined,
  explorerUrl: undefined,
}
