import { DEFAULT_SWAP_SLIPPAGE, FoyerError, type SwapQuote } from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import type { Hash } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import type { Balances } from '../account/createBalances'
import { isUserRejection } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import { RECEIPT_TIMEOUT_MS } from '../send/createSendFlow'
import { parseAmount } from '../send/parseAmount'
import { submitTransfer } from '../send/submitTransfer'
import { createStore, type Store } from '../store/createStore'
import type { ConvertApi } from '../swap/createConvertApi'
import { sendSwapTransaction, transactionSucceeded } from '../swap/sendSwap'
import { isNativeAsset, type SwapAsset, toSwapAssets } from '../swap/swapAsset'
import { swapApiNotice, swapErrorNotice } from '../swap/swapError'
import type { SwapPartStatus } from '../swap/swapState'
import { type CheckedPayRequest, checkPayRequest, type PayRequest } from './payRequest'
import { INITIAL_PAY_STATE, type PayState, type PaySwap } from './payState'

/** How many times the swap's from-amount is scaled up until its slippage bound covers the shortfall. */
export const PAY_SWAP_ATTEMPTS = 4

export type PayFlow = Pick<Store<PayState>, 'get' | 'subscribe'> & {
  /**
   * Plans a payment (docs/product.md#pay) and returns a promise of its hash, resolved once the
   * payment is sent, rejected with PAY_CANCELLED when the visitor cancels. Throws (before any
   * plan) a FoyerError for bad input or when not connected to `chainId`.
   */
  start(request: PayRequest): Promise<Hash>
  /** Sends the plan: the approval and swap when the balance is short, then the payment. */
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
  modal: Pick<Modal, 'shake'>
  logger: Logger
  /** After the payment settles: balances and activity are fetched again. */
  onSettled(): void
  slippage?: number
  receiptTimeoutMs?: number
}

/**
 * Paying an amount of a token to an address from the connected wallet (docs/product.md#pay):
 * when the balance covers it, a transfer (send's submitTransfer); when it is short, first a swap
 * from another ERC-20 token held through the swap API and swap's sending code, sized so that its
 * slippage bound covers the shortfall, then the transfer.
 */
export function createPayFlow(deps: Deps): PayFlow {
  const store = createStore<PayState>(INITIAL_PAY_STATE)
  const slippage = deps.slippage ?? DEFAULT_SWAP_SLIPPAGE
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
      const swap = await planSwap(tokens, token, amount - held, target)
      if (id !== attempt) return
      if (!swap) return failPlan(id, swapErrorNotice('INSUFFICIENT_BALANCE'))
      store.set({
        step: 'ready',
        swap,
        progress: {
          approve: swap.approve ? 'waiting' : undefined,
          swap: 'waiting',
          pay: 'waiting',
        },
      })
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

  /**
   * A swap into `token` whose slippage bound covers `shortfall`, from the first other ERC-20
   * token held that can: its whole balance quoted gives a rate, the from-amount is the shortfall
   * at that rate less the slippage (rounded up), built, and scaled up while its bound falls short.
   */
  async function planSwap(
    tokens: SwapAsset[],
    token: SwapAsset,
    shortfall: bigint,
    target: AccountTarget,
  ): Promise<PaySwap | undefined> {
    const chainId = target.network.caipNetworkId
    const sources = tokens.filter(
      (asset) =>
        !isNativeAsset(asset.address) &&
        !sameAddress(asset.address, token.address) &&
        (asset.balance ?? 0n) > 0n,
    )
    const keep = BigInt(Math.round((100 - slippage) * 100))
    for (const from of sources) {
      const balance = from.balance ?? 0n
      let probe: SwapQuote
      try {
        probe = await deps.api.quote({
          chainId,
          from: from.address,
          to: token.address,
          amount: balance,
          userAddress: target.address,
        })
      } catch {
        continue
      }
      const most = BigInt(probe.toAmount)
      if ((most * keep) / 10_000n < shortfall) continue
      let fromAmount = ceilDiv(shortfall * balance * 10_000n, most * keep)
      for (let tries = 0; tries < PAY_SWAP_ATTEMPTS && fromAmount <= balance; tries++) {
        const route = { provider: probe.provider, source: probe.source }
        const built = await deps.api.buildTransaction({
          chainId,
          from: from.address,
          to: token.address,
          amount: fromAmount,
          userAddress: target.address,
          slippage,
          ...route,
        })
        const toAmountMin = BigInt(built.toAmountMin)
        if (toAmountMin >= shortfall) {
          const allowance = await deps.api.allowance({
            chainId,
            tokenAddress: from.address,
            userAddress: target.address,
            ...route,
          })
          const approve =
            BigInt(allowance.allowance) < fromAmount
              ? (
                  await deps.api.buildApprove({
                    chainId,
                    tokenAddress: from.address,
                    amount: fromAmount,
                    ...route,
                  })
                ).tx
              : undefined
          return {
            from,
            fromAmount,
            toAmount: BigInt(built.toAmount),
            toAmountMin,
            approve,
            tx: built.tx,
          }
        }
        // Scale by what is missing, and one unit more so that it always grows.
        fromAmount = ceilDiv(fromAmount * shortfall, toAmountMin > 0n ? toAmountMin : 1n) + 1n
      }
    }
    return undefined
  }

  function setProgress(
    id: number,
    patch: Partial<PayState>,
    progress?: Partial<PayState['progress']>,
  ) {
    if (id !== attempt) return
    store.set((state) => ({ ...state, ...patch, progress: { ...state.progress, ...progress } }))
  }

  /** Sends one transaction and follows it: true once it succeeded; false after marking it. */
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
      deps.logger.error('The payment could not be sent', String(cause))
      const code = isUserRejection(cause) ? 'TRANSACTION_REJECTED' : 'TRANSACTION_FAILED'
      setProgress(id, { step: 'ready', error: swapErrorNotice(code) }, { [part]: 'waiting' })
      deps.modal.shake()
      return false
    }
    onSent?.(hash)
    setProgress(id, {}, { [part]: 'pending' })
    const timeout = deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS
    try {
      if (await transactionSucceeded(deps.config, chain, hash, timeout)) {
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

  async function confirm() {
    const state = store.get()
    const target = deps.target()
    const { token, to, swap } = state
    if (state.step !== 'ready' || !target || !token || !to) return
    const id = ++attempt
    const chain = Number(target.network.id)
    store.set({ step: 'paying', error: undefined })
    // Parts already done (a refusal came later) are not sent again.
    if (swap?.approve && state.progress.approve !== 'done') {
      const approve = swap.approve
      if (
        !(await step(
          id,
          'approve',
          () => sendSwapTransaction(deps.config, chain, approve, false),
          chain,
        ))
      )
        return
    }
    if (swap && state.progress.swap !== 'done') {
      const sent = () => sendSwapTransaction(deps.config, chain, swap.tx, !swap.approve)
      if (!(await step(id, 'swap', sent, chain))) return
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

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
