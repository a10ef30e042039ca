import { FoyerError } from '@foyer/protocol'
import type { Hash } from 'viem'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import { submitTransfer } from '../send/submitTransfer'
import type { Store } from '../store/createStore'
import { sendSwapTransaction } from '../swap/sendSwap'
import { isNativeAsset } from '../swap/swapAsset'
import { swapTransfer } from '../swap/swapTransfer'
import { createBuyFirst } from './buyFirst'
import { createPayContext, type PayFlowDeps } from './payContext'
import { createPayInBatch } from './payInBatch'
import { createPayPlanning } from './payPlanning'
import { checkPayRequest, type PayRequest } from './payRequest'
import { createPaySending } from './paySending'
import { INITIAL_PAY_STATE, type PayState } from './payState'

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

/**
 * Paying an amount of a token to an address from the connected wallet (docs/product.md#pay):
 * when the balance covers it, a transfer (send's submitTransfer); when it is short, first a swap
 * from another ERC-20 token held through the swap API and swap's sending code, sized so that its
 * slippage bound covers the shortfall (the approval, the swap and the payment as one
 * `wallet_sendCalls` batch where the account supports atomic batches), or, when nothing held can
 * be swapped, a purchase through the on-ramp flow followed to its delivery; then the transfer.
 * The parts: planning (`payPlanning.ts`), buying first (`buyFirst.ts`), paying in one batch
 * (`payInBatch.ts`) and sending step by step (`paySending.ts`).
 */
export function createPayFlow(deps: PayFlowDeps): PayFlow {
  const ctx = createPayContext(deps)
  const { store, setProgress } = ctx
  const plan = createPayPlanning(ctx)
  const buyFirst = createBuyFirst(ctx)
  const { step, record } = createPaySending(ctx)
  const payInBatch = createPayInBatch(ctx, { record })

  function start(request: PayRequest): Promise<Hash> {
    const checked = checkPayRequest(request)
    const target = deps.target()
    if (!target) throw new FoyerError('PAY_NOT_CONNECTED')
    if (Number(target.network.id) !== checked.chainId) {
      throw new FoyerError('UNSUPPORTED_CHAIN', { details: `eip155:${checked.chainId}` })
    }
    cancel()
    const id = ctx.attempts.next()
    store.set({ ...INITIAL_PAY_STATE, step: 'planning', to: checked.to })
    const promise = ctx.payment.wait()
    void plan(id, checked, target)
    return promise
  }

  async function confirm() {
    const state = store.get()
    const target = deps.target()
    const { token, to, swap, buy } = state
    if (state.step !== 'ready' || !target || !token || !to) return
    const id = ctx.attempts.next()
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
          operationType: 'trade',
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
        ctx.payment.settle({ hash })
      },
    )
    if (paid) setProgress(id, { step: 'done' })
    deps.onSettled()
  }

  function cancel() {
    ctx.payment.settle({ error: new FoyerError('PAY_CANCELLED') })
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start,
    confirm,
    cancel,
    reset() {
      cancel()
      ctx.attempts.next()
      store.set(INITIAL_PAY_STATE)
    },
  }
}
