import { DEFAULT_SWAP_SLIPPAGE, type FoyerError } from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import type { Hash } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import type { Balances } from '../account/createBalances'
import type { PendingTransactions } from '../account/createPendingTransactions'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { OnrampFlow } from '../onramp/createOnrampFlow'
import { RECEIPT_TIMEOUT_MS } from '../send/createSendFlow'
import { createStore, type Store } from '../store/createStore'
import type { ConvertApi } from '../swap/createConvertApi'
import { sendFailure, swapErrorNotice } from '../swap/swapError'
import { INITIAL_PAY_STATE, type PayState } from './payState'

export type PayFlowDeps = {
  api: ConvertApi
  config: Config
  target(): AccountTarget | undefined
  balances: Pick<Balances, 'get' | 'load'>
  /** Pay's transactions are listed in Activity as pending until their receipts come. */
  pending: Pick<PendingTransactions, 'add' | 'settle'>
  /** The on-ramp flow, for buying the shortfall first when nothing held can be swapped. */
  onramp?: OnrampFlow
  /** Whether buying is on now (the `onramp` switch and the timezone rule); default: no. */
  canBuy?: () => boolean
  modal: Pick<Modal, 'shake'>
  logger: Logger
  /** After the payment settles: balances and activity are fetched again. */
  onSettled(): void
  slippage?: number
  receiptTimeoutMs?: number
  now?: () => number
}

/** What the parts of the pay flow (planning, buying first, sending) share. */
export type PayContext = {
  deps: PayFlowDeps
  store: Store<PayState>
  now: () => number
  slippage: number
  /** How long a receipt is waited for. */
  timeout(): number
  /** Each plan and each confirmation gets an id; answers for an older one are dropped. */
  attempts: { next(): number; current(): number }
  /** Patches the state and the parts' progress, unless `id` is no longer the current attempt. */
  setProgress(id: number, patch: Partial<PayState>, progress?: Partial<PayState['progress']>): void
  /** The wallet refused or could not send: back to the plan, with why. */
  refused(id: number, cause: unknown, parts: Partial<PayState['progress']>): void
  /** The promise `start` gave: resolved with the payment's hash, or rejected. */
  payment: {
    /** A new promise (the previous one settled first). */
    wait(): Promise<Hash>
    /** Settles the promise under way, if any. */
    settle(outcome: { hash: Hash } | { error: FoyerError }): void
    /** Whether a promise is under way (not cancelled). */
    waiting(): boolean
  }
}

export function createPayContext(deps: PayFlowDeps): PayContext {
  const store = createStore<PayState>(INITIAL_PAY_STATE)
  let attempt = 0
  let pending: { resolve(hash: Hash): void; reject(error: FoyerError): void } | undefined

  function setProgress(
    id: number,
    patch: Partial<PayState>,
    progress?: Partial<PayState['progress']>,
  ) {
    if (id !== attempt) return
    store.set((state) => ({ ...state, ...patch, progress: { ...state.progress, ...progress } }))
  }

  return {
    deps,
    store,
    now: deps.now ?? Date.now,
    slippage: deps.slippage ?? DEFAULT_SWAP_SLIPPAGE,
    timeout: () => deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
    attempts: { next: () => ++attempt, current: () => attempt },
    setProgress,
    refused(id, cause, parts) {
      deps.logger.error('The payment could not be sent', String(cause))
      setProgress(id, { step: 'ready', error: swapErrorNotice(sendFailure(cause)) }, parts)
      deps.modal.shake()
    },
    payment: {
      wait: () =>
        new Promise<Hash>((resolve, reject) => {
          pending = { resolve, reject }
        }),
      settle(outcome) {
        const waiting = pending
        pending = undefined
        if (!waiting) return
        if ('hash' in outcome) waiting.resolve(outcome.hash)
        else waiting.reject(outcome.error)
      },
      waiting: () => pending !== undefined,
    },
  }
}
