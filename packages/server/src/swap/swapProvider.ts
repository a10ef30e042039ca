import type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildResponse,
  SwapQuote,
  SwapToken,
} from '@foyer/protocol'
import type { Address } from 'viem'
import type { RegisteredChain } from '../chain/chainRegistry'
import type { SwapReads } from './swapReads'

/** What to quote: `amount` of `from` (smallest units) into `to`; the native coin is 0xEeee…EEeE. */
export interface SwapQuoteRequest {
  from: Address
  to: Address
  amount: bigint
  /** Who will swap: the gas is estimated for them when they can already send the swap. */
  userAddress?: Address
  /** The market to keep to (a quote's `source`), else the provider's choice. */
  source?: string
}

/** A swap to build for `userAddress`, who receives what it buys; `slippage` in percent. */
export interface SwapBuildRequest extends SwapQuoteRequest {
  userAddress: Address
  slippage: number
}

/**
 * What serves the swap API on one chain: the built-in provider (the V2- and V3-compatible routers
 * the operator names, builtinSwapProvider.ts), the aggregator (aggregator/aggregatorProvider.ts),
 * or another behind the same calls. A provider answers in the API's shapes and throws an ApiError
 * for what the client must fix (400) or a network or upstream that did not answer (502); it never
 * holds or sends the user's funds, only builds what they send.
 */
export interface SwapProvider {
  /** Its id in the remote config's `swaps` feature and in a quote's `provider`. */
  readonly id: string
  /** Every token it swaps on the chain, the native coin first (without logos: the route adds them). */
  tokens(): Promise<SwapToken[]>
  /**
   * The quote; `reads`, when given, carries its chain reads (the built-in provider's markets
   * share one: swapReads), else the provider reads alone.
   */
  quote(request: SwapQuoteRequest, reads?: SwapReads): Promise<SwapQuote>
  /** The swap with its slippage bound (`toAmountMin`) and a deadline. */
  buildTransaction(request: SwapBuildRequest): Promise<SwapBuildResponse>
  /** What the swap's spender (for the market `source` names, when given) may take of `owner`'s `token`. */
  allowance(token: Address, owner: Address, source?: string): Promise<SwapAllowanceResponse>
  /** The ERC-20 approve of `amount` of `token` to the swap's spender (of `source`'s market). */
  buildApprove(token: Address, amount: bigint, source?: string): Promise<SwapApproveResponse>
}

/**
 * The providers that serve swaps on `chain`, in order of preference (the built-in router's
 * first); empty where none does.
 */
export type SwapProviders = (chain: RegisteredChain) => readonly SwapProvider[]
