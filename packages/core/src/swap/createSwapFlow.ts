import { MAX_SWAP_SLIPPAGE, type SwapQuote } from '@foyer/protocol'
import { type Config, estimateGas } from '@wagmi/core'
import { formatUnits, type Hash } from 'viem'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import type { AccountTarget } from '../account/accountTarget'
import type { Balances } from '../account/createBalances'
import type { PendingTransactions } from '../account/createPendingTransactions'
import { isUserRejection } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import type { Router } from '../router/createRouter'
import { RECEIPT_TIMEOUT_MS } from '../send/createSendFlow'
import type { DecimalSeparator } from '../send/decimalSeparator'
import { parseAmount, withSeparator } from '../send/parseAmount'
import { createStore, type Store } from '../store/createStore'
import type { ConvertApi, SwapRouteChoice } from './createConvertApi'
import {
  batchCapabilities,
  batchOutcome,
  sendSwapBatch,
  sendSwapTransaction,
  swapCall,
  transactionSucceeded,
} from './sendSwap'
import { isNativeAsset, type SwapAsset, toSwapAssets } from './swapAsset'
import { type SwapError, swapApiNotice, swapErrorNotice } from './swapError'
import { INITIAL_SWAP_STATE, type SwapPlan, type SwapState } from './swapState'
import { swapTransfer } from './swapTransfer'

/**
 * How long typing pauses before a quote is asked for (Foyer's number, as the wallet search's
 * 300 ms wait: docs/product.md#constants).
 */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

/**
 * What Max keeps back of the native coin for the swap's fee: this many times the fee at the
 * current gas price, as headroom for the fee cap the wallet sets itself.
 */
export const SWAP_FEE_HEADROOM = 2n

export type SwapFlow = Pick<Store<SwapState>, 'get' | 'subscribe'> & {
  /** Starts a new swap on Swap: loads the network's tokens and the account's balances. */
  open(): Promise<void>
  /** Shows SwapSelectToken for one side. */
  pick(side: 'from' | 'to'): void
  /** Chooses the token of the side being picked and returns to Swap. */
  choose(address: string): void
  setAmount(amount: string): void
  /** Fills in the most that can be swapped (of the native coin: less twice the network fee). */
  setMax(): Promise<void>
  /** Swaps the two sides (what was bought is now sold). */
  flip(): void
  /** In percent, above 0 and at most MAX_SWAP_SLIPPAGE; refused (with the error) otherwise. */
  setSlippage(slippage: number): boolean
  /** Quotes the amount typed now (typing quotes it after SWAP_QUOTE_DEBOUNCE_MS). */
  requestQuote(): Promise<void>
  /** Checks the draft; if it can be swapped, builds it and shows SwapPreview. */
  review(): Promise<void>
  /** Asks the wallet for the approval (when needed) and the swap, then follows them. */
  confirm(): Promise<void>
  /** Leaves a finished swap for the Account view. */
  finish(): void
  reset(): void
}

type Deps = {
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

/**
 * Swapping one token for another on an eip155 network through the Foyer server's swap API
 * (docs/product.md#swap): the API quotes and builds; the connected wallet sends the approval and
 * the swap (as one atomic batch where the account can), so every kind of wallet works.
 */
export function createSwapFlow(deps: Deps): SwapFlow {
  const now = deps.now ?? Date.now
  const separator = deps.decimalSeparator ?? '.'
  const store = createStore<SwapState>(INITIAL_SWAP_STATE)
  /** Each quote, review and swap gets an id; answers for an older one are dropped. */
  let quoteAttempt = 0
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The swap API's tokens of the open swap, before balances are merged in. */
  let apiTokens: Parameters<typeof toSwapAssets>[0] = []

  const knownBalances = () => {
    const { status, balances } = deps.balances.get()
    return status === 'ready' ? balances : undefined
  }
  const nativePrice = () => deps.balances.get().balances.find((balance) => !balance.address)?.price
  const amountOf = (state: SwapState) =>
    state.from ? parseAmount(state.amount, state.from.decimals, separator) : undefined

  /** The tokens with the latest balances; the chosen sides follow them. */
  function mergeBalances() {
    if (apiTokens.length === 0) return
    const tokens = toSwapAssets(apiTokens, knownBalances())
    const same = (asset: SwapAsset | undefined) =>
      asset && tokens.find((token) => token.address === asset.address)
    store.set((state) => ({ ...state, tokens, from: same(state.from), to: same(state.to) }))
  }
  deps.balances.subscribe((state, previous) => {
    if (state.balances !== previous.balances || state.status !== previous.status) mergeBalances()
  })

  function fail(error: SwapError) {
    store.set({ error: swapErrorNotice(error) })
    deps.modal.shake()
  }

  function clearQuote(): Partial<SwapState> {
    return {
      quote: undefined,
      rate: undefined,
      needsApproval: undefined,
      fee: undefined,
      feeValue: undefined,
      quoting: false,
      plan: undefined,
    }
  }

  function feeValue(fee: bigint | null, target: AccountTarget): number | undefined {
    const price = nativePrice()
    if (fee === null || price === undefined) return undefined
    return Number(formatUnits(fee, target.network.nativeCurrency.decimals)) * price
  }

  function scheduleQuote() {
    clearTimeout(timer)
    quoteAttempt++
    store.set(clearQuote())
    const { from, to } = store.get()
    const amount = amountOf(store.get())
    if (!from || !to || !amount) return
    store.set({ quoting: true })
    timer = setTimeout(() => void requestQuote(), deps.quoteDebounceMs ?? SWAP_QUOTE_DEBOUNCE_MS)
  }

  async function requestQuote() {
    clearTimeout(timer)
    const id = ++quoteAttempt
    const state = store.get()
    const target = deps.target()
    const amount = amountOf(state)
    const { from, to } = state
    if (!target || !from || !to || !amount) {
      store.set(clearQuote())
      return
    }
    store.set({ ...clearQuote(), quoting: true, error: undefined })
    const chainId = target.network.caipNetworkId
    try {
      const [quote, gasPrice] = await Promise.all([
        deps.api.quote({
          chainId,
          from: from.address,
          to: to.address,
          amount,
          userAddress: target.address,
        }),
        // The product's fallback: a gas price failure gives null (the fee then shows as unknown).
        deps.api.gasPrice(chainId).catch(() => null),
      ])
      if (id !== quoteAttempt) return
      // The allowance to the spender of the provider and market that quoted.
      const allowance = isNativeAsset(from.address)
        ? undefined
        : await deps.api.allowance({
            chainId,
            tokenAddress: from.address,
            userAddress: target.address,
            ...routeOf(quote),
          })
      if (id !== quoteAttempt) return
      const fromWhole = Number(formatUnits(amount, from.decimals))
      const toWhole = Number(formatUnits(BigInt(quote.toAmount), to.decimals))
      const fee = gasPrice ? BigInt(gasPrice.gasPrice) * BigInt(quote.gasLimit) : null
      store.set({
        quoting: false,
        quote,
        rate: fromWhole > 0 ? toWhole / fromWhole : undefined,
        needsApproval: allowance ? BigInt(allowance.allowance) < amount : false,
        fee,
        feeValue: feeValue(fee, target),
      })
    } catch (error) {
      if (id !== quoteAttempt) return
      deps.logger.warn('The swap could not be quoted', String(error))
      store.set({ quoting: false, error: swapApiNotice(error, 'SWAP_QUOTE_UNAVAILABLE') })
    }
  }

  function validate(state: SwapState): SwapError | undefined {
    if (!state.from || !state.to) return 'SWAP_TOKENS_REQUIRED'
    const text = state.amount.trim()
    if (text === '') return 'SWAP_AMOUNT_REQUIRED'
    const amount = amountOf(state)
    if (amount === undefined) return 'INVALID_AMOUNT'
    if (amount === 0n) return 'SWAP_AMOUNT_REQUIRED'
    if (state.from.balance !== undefined && amount > state.from.balance)
      return 'INSUFFICIENT_BALANCE'
    if (deps.pending.pendingCount() >= PENDING_TRANSACTIONS_LIMIT) return 'TOO_MANY_PENDING'
    return undefined
  }

  /** Whether the account can pay `fee` (and, selling the native coin, the amount too). */
  function feeProblem(state: SwapState, amount: bigint, fee: bigint | null): SwapError | undefined {
    if (fee === null) return undefined
    const native = state.tokens.find((token) => isNativeAsset(token.address))
    const held = native?.balance
    if (held === undefined) return undefined
    if (state.from && isNativeAsset(state.from.address)) {
      return amount + fee <= held ? undefined : 'INSUFFICIENT_BALANCE'
    }
    return fee <= held ? undefined : 'INSUFFICIENT_FEE_BALANCE'
  }

  async function review() {
    const state = store.get()
    const target = deps.target()
    const error = validate(state)
    const amount = amountOf(state)
    if (error || !target || !state.from || !state.to || !amount)
      return fail(error ?? 'SWAP_TOKENS_REQUIRED')
    const id = ++attempt
    const { from, to } = state
    const chainId = target.network.caipNetworkId
    const chain = Number(target.network.id)
    store.set({ step: 'preview', error: undefined, plan: undefined })
    if (deps.router.get().view !== 'SwapPreview') deps.router.push('SwapPreview')
    // The approve and swap go through the provider and market that quoted.
    const route = routeOf(state.quote)
    try {
      const [built, allowance, gasPrice, capabilities] = await Promise.all([
        deps.api.buildTransaction({
          chainId,
          from: from.address,
          to: to.address,
          amount,
          userAddress: target.address,
          slippage: state.slippage,
          ...route,
        }),
        isNativeAsset(from.address)
          ? undefined
          : deps.api.allowance({
              chainId,
              tokenAddress: from.address,
              userAddress: target.address,
              ...route,
            }),
        deps.api.gasPrice(chainId).catch(() => null),
        batchCapabilities(deps.config, target.address, chain),
      ])
      const needsApproval = allowance ? BigInt(allowance.allowance) < amount : false
      const approve = needsApproval
        ? (await deps.api.buildApprove({ chainId, tokenAddress: from.address, amount, ...route }))
            .tx
        : undefined
      // The approval's gas from the node; the swap's from the build (or the quote's figure).
      const approveGas = approve
        ? await estimateGas(deps.config, {
            ...swapCall(approve, false),
            account: target.address,
            chainId: chain,
          }).catch(() => undefined)
        : 0n
      const swapGas = BigInt(built.tx.gas ?? store.get().quote?.gasLimit ?? '0')
      const fee =
        gasPrice && approveGas !== undefined && swapGas > 0n
          ? BigInt(gasPrice.gasPrice) * (approveGas + swapGas)
          : null
      if (id !== attempt) return
      const plan: SwapPlan = {
        approve,
        swap: built.tx,
        toAmount: BigInt(built.toAmount),
        toAmountMin: BigInt(built.toAmountMin),
        batched: approve !== undefined && capabilities.atomic,
        sponsored: capabilities.sponsored,
      }
      const problem = feeProblem(store.get(), amount, capabilities.sponsored ? null : fee)
      store.set({
        plan,
        needsApproval,
        fee,
        feeValue: feeValue(fee, target),
        progress: { approve: approve ? 'waiting' : undefined, swap: 'waiting' },
        error: problem && swapErrorNotice(problem),
      })
    } catch (cause) {
      if (id !== attempt) return
      deps.logger.warn('The swap could not be built', String(cause))
      store.set({ error: swapApiNotice(cause, 'SWAP_QUOTE_UNAVAILABLE') })
    }
  }

  function setProgress(
    id: number,
    patch: Partial<SwapState>,
    progress?: Partial<SwapState['progress']>,
  ) {
    if (id !== attempt) return
    store.set((state) => ({ ...state, ...patch, progress: { ...state.progress, ...progress } }))
  }

  async function confirm() {
    const state = store.get()
    const target = deps.target()
    const { plan, from, to } = state
    const amount = amountOf(state)
    if (state.step !== 'preview' || !plan || !target || !from || !to || !amount) return
    const error =
      validate(state) ?? feeProblem(state, amount, plan.sponsored ? null : (state.fee ?? null))
    if (error) return fail(error)
    const id = ++attempt
    const chain = Number(target.network.id)
    const timeout = deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS
    const rejected = (cause: unknown, part: 'approve' | 'swap') => {
      deps.logger.error('The swap could not be sent', String(cause))
      if (id !== attempt) return
      const code = isUserRejection(cause) ? 'TRANSACTION_REJECTED' : 'TRANSACTION_FAILED'
      setProgress(id, { step: 'preview', error: swapErrorNotice(code) }, { [part]: 'waiting' })
      deps.modal.shake()
    }
    store.set({ error: undefined })

    if (plan.batched && plan.approve) {
      setProgress(id, { step: 'swapping' }, { approve: 'wallet', swap: 'wallet' })
      let callsId: string
      try {
        callsId = await sendSwapBatch(deps.config, chain, [plan.approve, plan.swap])
      } catch (cause) {
        setProgress(id, {}, { approve: 'waiting' })
        return rejected(cause, 'swap')
      }
      // The batch's id stands for the entry until the transaction that carried it is known.
      const placeholder = callsId.slice(0, 66) as Hash
      record(callsId, placeholder, target, from, to, amount, plan.toAmount)
      setProgress(id, { step: 'pending' }, { approve: 'pending', swap: 'pending' })
      try {
        const { ok, hash } = await batchOutcome(deps.config, callsId, timeout)
        deps.pending.settle(
          placeholder,
          ok ? 'confirmed' : 'failed',
          new Date(now()).toISOString(),
          hash,
        )
        settled(id, ok, hash, target, true)
      } catch (cause) {
        unfollowed(id, cause)
      }
      return
    }

    if (plan.approve) {
      setProgress(id, { step: 'approving' }, { approve: 'wallet' })
      let approveHash: Hash
      try {
        approveHash = await sendSwapTransaction(deps.config, chain, plan.approve, false)
      } catch (cause) {
        return rejected(cause, 'approve')
      }
      setProgress(id, {}, { approve: 'pending' })
      try {
        if (!(await transactionSucceeded(deps.config, chain, approveHash, timeout))) {
          setProgress(
            id,
            { step: 'failed', error: swapErrorNotice('TRANSACTION_REVERTED') },
            { approve: 'failed' },
          )
          return
        }
      } catch (cause) {
        return unfollowed(id, cause)
      }
      setProgress(id, {}, { approve: 'done' })
    }

    setProgress(id, { step: 'swapping' }, { swap: 'wallet' })
    let hash: Hash
    try {
      // Built before the approval, the swap's gas could not be estimated: the wallet does it now.
      hash = await sendSwapTransaction(deps.config, chain, plan.swap, !plan.approve)
    } catch (cause) {
      return rejected(cause, 'swap')
    }
    record(hash, hash, target, from, to, amount, plan.toAmount)
    setProgress(
      id,
      { step: 'pending', hash, explorerUrl: explorerTxUrl(target.network, hash) },
      { swap: 'pending' },
    )
    try {
      const ok = await transactionSucceeded(deps.config, chain, hash, timeout)
      deps.pending.settle(hash, ok ? 'confirmed' : 'failed', new Date(now()).toISOString())
      settled(id, ok, hash, target, false)
    } catch (cause) {
      unfollowed(id, cause)
    }
  }

  function settled(
    id: number,
    ok: boolean,
    hash: Hash | undefined,
    target: AccountTarget,
    both: boolean,
  ) {
    const part = ok ? 'done' : 'failed'
    setProgress(
      id,
      {
        step: ok ? 'confirmed' : 'failed',
        error: ok ? undefined : swapErrorNotice('TRANSACTION_REVERTED'),
        ...(hash ? { hash, explorerUrl: explorerTxUrl(target.network, hash) } : {}),
      },
      both ? { approve: part, swap: part } : { swap: part },
    )
    deps.onSettled()
  }

  function unfollowed(id: number, cause: unknown) {
    deps.logger.error('The swap confirmation could not be followed', String(cause))
    setProgress(id, { step: 'failed', error: swapErrorNotice('RECEIPT_UNAVAILABLE') })
  }

  /** Shows the swap in Activity (what goes out, what should come in) until the API lists it. */
  function record(
    id: string,
    hash: Hash,
    target: AccountTarget,
    from: SwapAsset,
    to: SwapAsset,
    amount: bigint,
    toAmount: bigint,
  ) {
    try {
      deps.pending.add({
        id,
        hash,
        chain: target.network.caipNetworkId,
        status: 'pending',
        operationType: 'execute',
        time: new Date(now()).toISOString(),
        from: target.address,
        to: target.address,
        transfers: [swapTransfer(from, amount, 'out'), swapTransfer(to, toAmount, 'in')],
        local: true,
      })
    } catch (cause) {
      // Past the pending limit (another transaction got in first): it is sent, so still followed.
      deps.logger.warn('The swap is not listed as pending', String(cause))
    }
  }

  async function open() {
    reset()
    deps.router.push('Swap')
    const target = deps.target()
    if (!target) return
    const id = attempt
    store.set({ tokensStatus: 'loading' })
    if (deps.balances.get().status === 'idle') void deps.balances.load().catch(() => undefined)
    try {
      const answer = await deps.api.tokens(target.network.caipNetworkId)
      if (id !== attempt) return
      apiTokens = answer.tokens
      const tokens = toSwapAssets(apiTokens, knownBalances())
      const held = (asset: SwapAsset) => (asset.balance ?? 0n) > 0n
      const native = tokens.find((token) => isNativeAsset(token.address))
      const from = native && held(native) ? native : (tokens.find(held) ?? native ?? tokens[0])
      const to = answer.suggested
        .map((address) =>
          tokens.find((token) => token.address.toLowerCase() === address.toLowerCase()),
        )
        .find((token) => token && token.address !== from?.address)
      store.set({
        tokensStatus: 'ready',
        tokens,
        suggested: answer.suggested,
        popular: answer.popular,
        from,
        to,
      })
    } catch (error) {
      if (id !== attempt) return
      deps.logger.warn('The swap tokens could not be loaded', String(error))
      store.set({ tokensStatus: 'error', error: swapApiNotice(error, 'SWAP_TOKENS_UNAVAILABLE') })
    }
  }

  async function setMax() {
    const state = store.get()
    const { from, to } = state
    const target = deps.target()
    if (!from || from.balance === undefined || !target) return
    let keep = 0n
    if (isNativeAsset(from.address) && to && from.balance > 0n) {
      const chainId = target.network.caipNetworkId
      const [gasPrice, quote] = await Promise.all([
        deps.api.gasPrice(chainId).catch(() => null),
        deps.api
          .quote({ chainId, from: from.address, to: to.address, amount: from.balance })
          .catch(() => undefined),
      ])
      if (gasPrice && quote)
        keep = BigInt(gasPrice.gasPrice) * BigInt(quote.gasLimit) * SWAP_FEE_HEADROOM
    }
    if (store.get().from !== from) return
    const max = from.balance > keep ? from.balance - keep : 0n
    store.set({
      amount: withSeparator(formatUnits(max, from.decimals), separator),
      error: undefined,
    })
    scheduleQuote()
  }

  function reset() {
    attempt++
    quoteAttempt++
    clearTimeout(timer)
    apiTokens = []
    store.set(INITIAL_SWAP_STATE)
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    open,
    pick(side) {
      store.set({ picking: side })
      deps.router.push('SwapSelectToken')
    },
    choose(address) {
      const state = store.get()
      const asset = state.tokens.find(
        (token) => token.address.toLowerCase() === address.toLowerCase(),
      )
      if (!asset) return
      const other = state.picking === 'from' ? state.to : state.from
      // Choosing the other side's token swaps the sides.
      const patch =
        other?.address === asset.address
          ? {
              from: state.picking === 'from' ? asset : state.to,
              to: state.picking === 'to' ? asset : state.from,
            }
          : { [state.picking]: asset }
      store.set({ ...patch, error: undefined })
      if (deps.router.get().view === 'SwapSelectToken') deps.router.goBack()
      scheduleQuote()
    },
    setAmount(amount) {
      store.set({ amount, error: undefined })
      scheduleQuote()
    },
    setMax,
    flip() {
      const { from, to } = store.get()
      store.set({ from: to, to: from, error: undefined })
      scheduleQuote()
    },
    setSlippage(slippage) {
      if (!Number.isFinite(slippage) || slippage <= 0 || slippage > MAX_SWAP_SLIPPAGE) {
        store.set({ error: swapErrorNotice('SWAP_SLIPPAGE_INVALID') })
        return false
      }
      store.set({ slippage, error: undefined })
      return true
    },
    requestQuote,
    review,
    confirm,
    finish() {
      reset()
      deps.router.reset('Account')
    },
    reset,
  }
}

/** The provider and market a quote named, for its allowance, approve and swap. */
function routeOf(quote: SwapQuote | undefined): SwapRouteChoice {
  return { provider: quote?.provider, source: quote?.source }
}
