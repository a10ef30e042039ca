import { DEFAULT_SWAP_SLIPPAGE, FoyerError, type SwapTransaction } from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import { encodeFunctionData, erc20Abi, type Hash } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import type { Balances } from '../account/createBalances'
import type { PendingTransactions } from '../account/createPendingTransactions'
import type { ErrorNotice } from '../errors/errorNotice'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import type { OnrampFlow } from '../onramp/createOnrampFlow'
import type { OnrampState } from '../onramp/onrampState'
import { RECEIPT_TIMEOUT_MS } from '../send/createSendFlow'
import { parseAmount } from '../send/parseAmount'
import { submitTransfer } from '../send/submitTransfer'
import { createStore, type Store } from '../store/createStore'
import type { ConvertApi } from '../swap/createConvertApi'
import { type PendingEntry, recordPending } from '../swap/recordPending'
import {
  batchCapabilities,
  batchOutcome,
  batchPlaceholder,
  sendSwapBatch,
  sendSwapTransaction,
  transactionSucceeded,
} from '../swap/sendSwap'
import { isNativeAsset, type SwapAsset, toSwapAssets } from '../swap/swapAsset'
import { sendFailure, swapApiNotice, swapErrorNotice } from '../swap/swapError'
import type { SwapPartStatus } from '../swap/swapState'
import { swapTransfer } from '../swap/swapTransfer'
import { type CheckedPayRequest, checkPayRequest, type PayRequest } from './payRequest'
import { INITIAL_PAY_STATE, type PayState } from './payState'
import { planPayBuy } from './planPayBuy'
import { planPaySwap, sameAddress } from './planPaySwap'

export { PAY_SWAP_ATTEMPTS } from './planPaySwap'

export type PayFlow = Pick<Store<PayState>, 'get' | 'subscribe'> & {
  /**
   * Plans a payment (docs/product.md#pay) and returns a promise of its hash, resolved once the
   * payment is sent, rejected with PAY_CANCELLED when the visitor cancels. Throws (before any
   * plan) a FoyerError for bad input or when not connected to `chainId`.
   */
  start(request: PayRequest): Promise<Hash>
  /**
   * Sends the plan: the purchase first when one is planned (call from the click: its provider's
   * window opens at once), the approval and swap when the balance is short (with the payment as
   * one batch where the account can), then the payment.
   */
  confirm(): Promise<void>
  /** The visitor closes Pay: an unfinished payment's promise is rejected with PAY_CANCELLED. */
  cancel(): void
  reset(): void
}

type Deps = {
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

/**
 * Paying an amount of a token to an address from the connected wallet (docs/product.md#pay):
 * when the balance covers it, a transfer (send's submitTransfer); when it is short, first a swap
 * from another ERC-20 token held through the swap API and swap's sending code, sized so that its
 * slippage bound covers the shortfall (the approval, the swap and the payment as one
 * `wallet_sendCalls` batch where the account supports atomic batches), or, when nothing held can
 * be swapped, a purchase through the on-ramp flow followed to its delivery; then the transfer.
 */
export function createPayFlow(deps: Deps): PayFlow {
  const store = createStore<PayState>(INITIAL_PAY_STATE)
  const slippage = deps.slippage ?? DEFAULT_SWAP_SLIPPAGE
  const now = deps.now ?? Date.now
  const timeout = () => deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS
  let attempt = 0
  let pending: { resolve(hash: Hash): void; reject(error: FoyerError): void } | undefined

  function settle(outcome: { hash: Hash } | { error: FoyerError }) {
    const waiting = pending
    pending = undefined
    if (!waiting) return
    if ('hash' in outcome) waiting.resolve(outcome.hash)
    else waiting.reject(outcome.error)
  }

  function start(request: PayRequest): Promise<Hash> {
    const checked = checkPayRequest(request)
    const target = deps.target()
    if (!target) throw new FoyerError('PAY_NOT_CONNECTED')
    if (Number(target.network.id) !== checked.chainId) {
      throw new FoyerError('UNSUPPORTED_CHAIN', { details: `eip155:${checked.chainId}` })
    }
    cancel()
    const id = ++attempt
    store.set({ ...INITIAL_PAY_STATE, step: 'planning', to: checked.to })
    const promise = new Promise<Hash>((resolve, reject) => {
      pending = { resolve, reject }
    })
    void plan(id, checked, target)
    return promise
  }

  async function plan(id: number, request: CheckedPayRequest, target: AccountTarget) {
    const chainId = target.network.caipNetworkId
    try {
      const [answer] = await Promise.all([
        deps.api.tokens(chainId),
        deps.balances.load({ force: true }),
      ])
      if (id !== attempt) return
      const known = deps.balances.get()
      const tokens = toSwapAssets(answer.tokens, known.status === 'ready' ? known.balances : [])
      const token = tokens.find((asset) => sameAddress(asset.address, request.token))
      if (!token) return failPlan(id, { code: 'TOKEN_REQUIRED' })
      const amount = parseAmount(request.amount, token.decimals)
      if (!amount) return failPlan(id, { code: 'AMOUNT_AND_RECEIVER_REQUIRED' })
      store.set({ token, amount })
      const held = token.balance ?? 0n
      if (held >= amount) {
        store.set({ step: 'ready' })
        return
      }
      const shortfall = amount - held
      const [swap, capabilities] = await Promise.all([
        planPaySwap(deps.api, { tokens, token, shortfall, target, slippage }),
        batchCapabilities(deps.config, target.address, Number(target.network.id)),
      ])
      if (id !== attempt) return
      if (swap) {
        const batched = capabilities.atomic
        store.set({
          step: 'ready',
          swap,
          batched,
          progress: {
            approve: swap.approve ? 'waiting' : undefined,
            swap: 'waiting',
            pay: 'waiting',
          },
        })
        return
      }
      const bought =
        deps.onramp && deps.canBuy?.()
          ? await planPayBuy(deps.onramp, { token, shortfall, target })
          : undefined
      if (id !== attempt) return
      if (!bought) return failPlan(id, swapErrorNotice('INSUFFICIENT_BALANCE'))
      if ('error' in bought) return failPlan(id, bought.error)
      store.set({ step: 'ready', buy: bought.buy, progress: { buy: 'waiting', pay: 'waiting' } })
    } catch (cause) {
      if (id !== attempt) return
      deps.logger.warn('The payment could not be planned', String(cause))
      failPlan(id, swapApiNotice(cause, 'SWAP_QUOTE_UNAVAILABLE'))
    }
  }

  function failPlan(id: number, error: PayState['error']) {
    if (id !== attempt) return
    store.set({ step: 'failed', error })
  }

  function setProgress(
    id: number,
    patch: Partial<PayState>,
    progress?: Partial<PayState['progress']>,
  ) {
    if (id !== attempt) return
    store.set((state) => ({ ...state, ...patch, progress: { ...state.progress, ...progress } }))
  }

  /** The wallet refused or could not send: back to the plan, with why. */
  function refused(id: number, cause: unknown, parts: Partial<PayState['progress']>) {
    deps.logger.error('The payment could not be sent', String(cause))
    setProgress(id, { step: 'ready', error: swapErrorNotice(sendFailure(cause)) }, parts)
    deps.modal.shake()
  }

  /** Lists a sent transaction in Activity as pending (past the pending limit it is still followed). */
  function record(target: AccountTarget, entry: PendingEntry) {
    recordPending({ ...deps, now }, target, entry, 'The payment is not listed as pending')
  }

  /**
   * Sends one transaction, lists it as pending, and follows it: true once it succeeded; false
   * after marking it.
   */
  async function step(
    id: number,
    part: 'approve' | 'swap' | 'pay',
    send: () => Promise<Hash>,
    chain: number,
    onSent?: (hash: Hash) => void,
  ): Promise<boolean> {
    setProgress(id, {}, { [part]: 'wallet' satisfies SwapPartStatus })
    let hash: Hash
    try {
      hash = await send()
    } catch (cause) {
      refused(id, cause, { [part]: 'waiting' })
      return false
    }
    onSent?.(hash)
    setProgress(id, {}, { [part]: 'pending' })
    try {
      const ok = await transactionSucceeded(deps.config, chain, hash, timeout())
      deps.pending.settle(hash, ok ? 'confirmed' : 'failed', new Date(now()).toISOString())
      if (ok) {
        setProgress(id, {}, { [part]: 'done' })
        return true
      }
      setProgress(
        id,
        { step: 'failed', error: swapErrorNotice('TRANSACTION_REVERTED') },
        { [part]: 'failed' },
      )
    } catch (cause) {
      deps.logger.error('The payment confirmation could not be followed', String(cause))
      setProgress(id, { step: 'failed', error: swapErrorNotice('RECEIPT_UNAVAILABLE') })
    }
    return false
  }

  /** The payment as a call of the batch: the native coin as value, a token's `transfer`. */
  function transferCall(state: PayState, token: SwapAsset): SwapTransaction {
    const to = state.to as `0x${string}`
    if (isNativeAsset(token.address)) return { to, data: '0x', value: state.amount.toString() }
    return {
      to: token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, state.amount],
      }),
      value: '0',
    }
  }

  /** The approval, the swap and the payment as one `wallet_sendCalls` batch, then its status. */
  async function payInBatch(id: number, state: PayState, target: AccountTarget) {
    const { swap, token, to } = state
    if (!swap || !token || !to) return
    const chain = Number(target.network.id)
    const all = { ...(swap.approve ? { approve: 'wallet' as const } : {}), swap: 'wallet' as const }
    setProgress(id, {}, { ...all, pay: 'wallet' })
    const calls = [...(swap.approve ? [swap.approve] : []), swap.tx, transferCall(state, token)]
    let callsId: string
    try {
      callsId = await sendSwapBatch(deps.config, chain, calls)
    } catch (cause) {
      const parts = swap.approve ? { approve: 'waiting' as const } : {}
      refused(id, cause, { ...parts, swap: 'waiting', pay: 'waiting' })
      return
    }
    const placeholder = batchPlaceholder(callsId)
    record(target, {
      id: callsId,
      hash: placeholder,
      operationType: 'execute',
      to,
      transfers: [
        swapTransfer(swap.from, swap.fromAmount, 'out'),
        swapTransfer(token, state.amount, 'out'),
      ],
    })
    const mark = (status: SwapPartStatus) => ({
      ...(swap.approve ? { approve: status } : {}),
      swap: status,
      pay: status,
    })
    setProgress(id, {}, mark('pending'))
    try {
      const { ok, hash } = await batchOutcome(deps.config, callsId, timeout())
      deps.pending.settle(
        placeholder,
        ok ? 'confirmed' : 'failed',
        new Date(now()).toISOString(),
        hash,
      )
      if (ok && hash) {
        setProgress(
          id,
          { step: 'done', hash, explorerUrl: explorerTxUrl(target.network, hash) },
          mark('done'),
        )
        settle({ hash })
      } else {
        const error = swapErrorNotice(ok ? 'RECEIPT_UNAVAILABLE' : 'TRANSACTION_REVERTED')
        setProgress(id, { step: 'failed', error }, mark(ok ? 'done' : 'failed'))
      }
    } catch (cause) {
      deps.logger.error('The payment confirmation could not be followed', String(cause))
      setProgress(id, { step: 'failed', error: swapErrorNotice('RECEIPT_UNAVAILABLE') })
    }
    deps.onSettled()
  }

  /**
   * Hands the planned purchase to its provider (the window opens now, within the click) and
   * waits until it is delivered: true then; false after marking why it failed.
   */
  async function buyFirst(id: number, onramp: OnrampFlow): Promise<boolean> {
    if (onramp.get().step !== 'quoted') {
      // The purchase's quote went (Buy was opened since): planned again from the start.
      setProgress(id, { step: 'failed', error: { code: 'PAY_PURCHASE_FAILED' } }, { buy: 'failed' })
      return false
    }
    setProgress(id, { step: 'buying' }, { buy: 'wallet' })
    const handed = onramp.handOff({ view: false })
    const ended = new Promise<OnrampState>((resolve) => {
      const check = (state: OnrampState) => {
        if (
          state.step === 'completed' ||
          state.step === 'failed' ||
          (state.step === 'quoted' && state.error) ||
          // A provider the API cannot follow: Pay cannot know when its tokens arrive.
          (state.step === 'pending' && state.purchase && !state.purchase.id)
        ) {
          stop()
          resolve(state)
        }
      }
      const stop = onramp.subscribe(check)
      check(onramp.get())
    })
    await handed
    const state = await ended
    if (id !== attempt) return false
    if (state.step === 'completed') {
      setProgress(id, {}, { buy: 'done' })
      // Closed (cancelled) while buying: the tokens are in, but nothing is paid unasked.
      if (pending) return true
      setProgress(id, { step: 'failed', error: { code: 'PAY_CANCELLED' } })
      return false
    }
    const purchase = state.purchase
    const error: ErrorNotice =
      state.step === 'quoted' && state.error
        ? state.error
        : purchase?.failureCode
          ? { code: purchase.failureCode }
          : { code: 'PAY_PURCHASE_FAILED', details: purchase?.failure }
    setProgress(id, { step: 'failed', error }, { buy: 'failed' })
    deps.modal.shake()
    return false
  }

  async function confirm() {
    const state = store.get()
    const target = deps.target()
    const { token, to, swap, buy } = state
    if (state.step !== 'ready' || !target || !token || !to) return
    const id = ++attempt
    const chain = Number(target.network.id)
    store.set({ error: undefined })
    if (buy && deps.onramp && state.progress.buy !== 'done') {
      if (!(await buyFirst(id, deps.onramp))) return
    }
    setProgress(id, { step: 'paying' })
    if (swap && state.batched && state.progress.swap !== 'done') {
      return payInBatch(id, store.get(), target)
    }
    // Parts already done (a refusal came later) are not sent again.
    if (swap?.approve && state.progress.approve !== 'done') {
      const approve = swap.approve
      const sent = () => sendSwapTransaction(deps.config, chain, approve, false)
      if (!(await step(id, 'approve', sent, chain))) return
    }
    if (swap && state.progress.swap !== 'done') {
      const sent = () => sendSwapTransaction(deps.config, chain, swap.tx, !swap.approve)
      const listed = (hash: Hash) =>
        record(target, {
          id: hash,
          hash,
          operationType: 'execute',
          to: target.address,
          transfers: [
            swapTransfer(swap.from, swap.fromAmount, 'out'),
            swapTransfer(token, swap.toAmount, 'in'),
          ],
        })
      if (!(await step(id, 'swap', sent, chain, listed))) return
    }
    const transfer = {
      chainId: chain,
      from: target.address,
      to,
      amount: state.amount,
      token: {
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.logoUri ?? '',
        chainId: target.network.caipNetworkId,
        address: isNativeAsset(token.address) ? undefined : token.address,
        decimals: token.decimals,
        balance: token.balance ?? 0n,
        price: token.price,
      },
    }
    const paid = await step(
      id,
      'pay',
      () => submitTransfer(deps.config, transfer, null),
      chain,
      (hash) => {
        record(target, {
          id: hash,
          hash,
          operationType: 'send',
          to,
          transfers: [swapTransfer(token, state.amount, 'out')],
        })
        setProgress(id, { hash, explorerUrl: explorerTxUrl(target.network, hash) })
        // The promise resolves once the payment is sent (docs/product.md#pay).
        settle({ hash })
      },
    )
    if (paid) setProgress(id, { step: 'done' })
    deps.onSettled()
  }

  function cancel() {
    settle({ error: new FoyerError('PAY_CANCELLED') })
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start,
    confirm,
    cancel,
    reset() {
      cancel()
      attempt++
      store.set(INITIAL_PAY_STATE)
    },
  }
}
