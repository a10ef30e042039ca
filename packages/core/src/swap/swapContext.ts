import type { Config } from '@wagmi/core'
import { formatUnits } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import type { Balances } from '../account/createBalances'
import type { PendingTransactions } from '../account/createPendingTransactions'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import type { DecimalSeparator } from '../send/decimalSeparator'
import { parseAmount } from '../send/parseAmount'
import { createStore, type Store } from '../store/createStore'
import type { ConvertApi } from './createConvertApi'
import { type SwapError, swapErrorNotice } from './swapError'
import { INITIAL_SWAP_STATE, type SwapState } from './swapState'

export type SwapFlowDeps = {
  api: ConvertApi
  config: Config
  target(): AccountTarget | undefined
  balances: Pick<Balances, 'get' | 'subscribe' | 'load'>
  pending: PendingTransactions
  router: Pick<Router, 'push' | 'goBack' | 'reset' | 'get'>
  modal: Pick<Modal, 'shake'>
  logger: Logger
  /** After a swap settles: balances and activity are fetched again. */
  onSettled(): void
  decimalSeparator?: DecimalSeparator
  now?: () => number
  receiptTimeoutMs?: number
  quoteDebounceMs?: number
}

/** What the parts of the swap flow (quoting, review, sending) share. */
export type SwapContext = {
  deps: SwapFlowDeps
  store: Store<SwapState>
  now: () => number
  separator: DecimalSeparator
  /** Each review, swap and token load gets an id; answers for an older one are dropped. */
  attempts: { next(): number; current(): number }
  /** The amount typed, in the smallest units of `from` (undefined when unreadable). */
  amountOf(state: SwapState): bigint | undefined
  /** The fee's worth at the native coin's price, when known. */
  feeValue(fee: bigint | null, target: AccountTarget): number | undefined
  /** Shows `error` and shakes the modal. */
  fail(error: SwapError): void
}

export function createSwapContext(deps: SwapFlowDeps): SwapContext {
  const store = createStore<SwapState>(INITIAL_SWAP_STATE)
  const separator = deps.decimalSeparator ?? '.'
  let attempt = 0
  return {
    deps,
    store,
    now: deps.now ?? Date.now,
    separator,
    attempts: { next: () => ++attempt, current: () => attempt },
    amountOf: (state) =>
      state.from ? parseAmount(state.amount, state.from.decimals, separator) : undefined,
    feeValue(fee, target) {
      const price = deps.balances.get().balances.find((balance) => !balance.address)?.price
      if (fee === null || price === undefined) return undefined
      return Number(formatUnits(fee, target.network.nativeCurrency.decimals)) * price
    },
    fail(error) {
      store.set({ error: swapErrorNotice(error) })
      deps.modal.shake()
    },
  }
}
