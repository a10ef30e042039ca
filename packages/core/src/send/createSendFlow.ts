import { type Balance, FoyerError } from '@foyer/protocol'
import { type Config, getClient } from '@wagmi/core'
import { type Address, formatUnits, type Hash, isAddress } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { AccountTarget, DataTarget } from '../account/accountTarget'
import type { PendingTransactions } from '../account/createPendingTransactions'
import { isUserRejection } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { SolanaAdapter } from '../namespaces/solana/solanaAdapter'
import { confirmSolanaSignature } from '../namespaces/solana/solanaTransfer'
import { explorerTxUrl } from '../networks/explorerTxUrl'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import type { DecimalSeparator } from './decimalSeparator'
import { estimateSendFee, type SendFee } from './estimateSendFee'
import { feeProblem, readNativeBalance } from './feeProblem'
import { maxSendAmount } from './maxSendAmount'
import { parseAmount, withSeparator } from './parseAmount'
import { type SendError, sendErrorNotice } from './sendError'
import { INITIAL_SEND_STATE, type SendState } from './sendState'
import { type SendToken, toSendToken } from './sendToken'
import { estimateSolanaSend, maxSolanaSend, solanaRequestOf, solanaSendRefusal } from './solanaSend'
import { submitTransfer } from './submitTransfer'
import type { Transfer } from './transfer'
import { validateSend } from './validateSend'

export type SendFlow = Pick<Store<SendState>, 'get' | 'subscribe'> & {
  /** Starts a new send on WalletSend. */
  open(): void
  /** Picks the token (on WalletSendSelectToken) and returns to the form. */
  chooseToken(balance: Balance): void
  setAmount(amount: string): void
  setReceiver(receiver: string): void
  /**
   * Fills in the most that can be sent (for the native coin: less the network fee; SOL: what the
   * chain lets the account send).
   */
  setMax(): Promise<void>
  /** Checks the draft; if it can be sent, shows WalletSendPreview and estimates the fee. */
  review(): Promise<void>
  /** Asks the wallet to send, then follows the transaction until its receipt. */
  confirm(): Promise<void>
  /** Leaves a finished send for the Account view. */
  finish(): void
  reset(): void
}

type Deps = {
  config: Config
  /** The connected account on the active network: an eip155 or a solana one. */
  target(): DataTarget | undefined
  /** The solana adapter, which a Solana account's send goes through; none without Solana networks. */
  solana?(): SolanaAdapter | undefined
  /** The native coin's price in the chosen currency, when known. */
  nativePrice(): number | undefined
  pending: PendingTransactions
  router: Pick<Router, 'push' | 'goBack' | 'reset' | 'get'>
  modal: Pick<Modal, 'shake'>
  logger: Logger
  /** After a transaction of this page settles: balances and activity are fetched again. */
  onSettled(): void
  /** How the visitor's language writes decimals (a typed amount, the max filled in); '.' by default. */
  decimalSeparator?: DecimalSeparator
  now?: () => number
  /** How long to follow a sent transaction before saying its confirmation could not be. */
  receiptTimeoutMs?: number
}

/**
 * How long a sent transaction is followed (viem's own default). docs/product.md names no such limit; a
 * transaction still pending after it stays pending in Activity until the API lists it.
 */
export const RECEIPT_TIMEOUT_MS = 180_000

/**
 * Sending the native coin or a token (WalletSend views): on an eip155 network the coin or an
 * ERC-20 token through wagmi; on a solana network SOL or an SPL token through the solana
 * adapter's `sendTransfer` (namespaces/solana/solanaTransfer.ts), followed by its signature's status.
 */
export function createSendFlow(deps: Deps): SendFlow {
  const now = deps.now ?? Date.now
  const separator = deps.decimalSeparator ?? '.'
  const store = createStore<SendState>(INITIAL_SEND_STATE)
  /** Each review and send gets an id; answers for an older one no longer change the state. */
  let attempt = 0
  /** For a token send, the native coin the account held at the review: it pays the fee. */
  let reviewedNativeBalance: bigint | undefined

  /** The target when it is an eip155 account (`0x…`), else undefined. */
  const evmTarget = (target: DataTarget | undefined): AccountTarget | undefined =>
    target?.network.chainNamespace === 'eip155' ? (target as AccountTarget) : undefined
  const isSolana = (target: DataTarget | undefined): target is DataTarget =>
    target?.network.chainNamespace === 'solana'

  function transferOf(state: SendState, target: AccountTarget): Transfer | undefined {
    const { token } = state
    const amount = token ? parseAmount(state.amount, token.decimals, separator) : undefined
    if (!token || amount === undefined) return undefined
    return {
      chainId: Number(target.network.id),
      from: target.address,
      to: state.receiver.trim() as Address,
      token,
      amount,
    }
  }

  function feeValue(fee: Pick<SendFee, 'total'> | null, target: DataTarget): number | undefined {
    const price = deps.nativePrice()
    if (!fee || price === undefined) return undefined
    return Number(formatUnits(fee.total, target.network.nativeCurrency.decimals)) * price
  }

  function fail(error: SendError) {
    store.set({ error: sendErrorNotice(error) })
    deps.modal.shake()
  }

  async function review() {
    const state = store.get()
    if (isSolana(deps.target())) return reviewSolana(state)
    const target = evmTarget(deps.target())
    const error = validateSend(state, deps.pending.pendingCount(), separator)
    const transfer = target && transferOf(state, target)
    if (error || !target || !transfer) return fail(error ?? 'INVALID_AMOUNT')
    const id = ++attempt
    reviewedNativeBalance = undefined
    store.set({ step: 'preview', error: undefined, fee: undefined, feeValue: undefined })
    if (deps.router.get().view !== 'WalletSendPreview') deps.router.push('WalletSendPreview')
    const [fee, nativeBalance] = await Promise.all([
      estimateSendFee(deps.config, transfer),
      transfer.token.address ? readNativeBalance(deps.config, transfer) : undefined,
    ])
    if (id !== attempt) return
    reviewedNativeBalance = nativeBalance
    const problem = feeProblem(transfer, fee, nativeBalance)
    store.set({
      fee,
      feeValue: feeValue(fee, target),
      error: problem && sendErrorNotice(problem),
    })
  }

  /** The amount of a Solana draft in smallest units, when the draft is complete. */
  function solanaAmount(state: SendState): bigint | undefined {
    return state.token ? parseAmount(state.amount, state.token.decimals, separator) : undefined
  }

  async function reviewSolana(state: SendState) {
    const target = deps.target()
    const error = validateSend(state, deps.pending.pendingCount(), separator, 'solana')
    const amount = solanaAmount(state)
    if (error || !target || !state.token || amount === undefined)
      return fail(error ?? 'INVALID_AMOUNT')
    const id = ++attempt
    reviewedNativeBalance = undefined
    store.set({ step: 'preview', error: undefined, fee: undefined, feeValue: undefined })
    if (deps.router.get().view !== 'WalletSendPreview') deps.router.push('WalletSendPreview')
    const request = solanaRequestOf(state.token, state.receiver, amount)
    // What the sender can pay is asked of the chain (its balance, the rent-exempt minimum) with
    // the cost: a refusal names the reason, the fee stays shown.
    const { fee, refusal } = await estimateSolanaSend(target.network, target.address, request)
    if (id !== attempt) return
    store.set({ fee, feeValue: feeValue(fee, target), error: refusal })
    if (refusal) deps.modal.shake()
  }

  async function confirmSolana(state: SendState) {
    const target = deps.target()
    const amount = solanaAmount(state)
    if (state.step !== 'preview' || state.fee === undefined || !target || !state.token) return
    if (amount === undefined) return
    // What the sender can pay is checked again on the chain as the transfer is built, before
    // the wallet is asked (buildSolanaTransfer); a refusal comes back below.
    const error = validateSend(state, deps.pending.pendingCount(), separator, 'solana')
    if (error) return fail(error)
    const adapter = deps.solana?.()
    const id = ++attempt
    store.set({ step: 'approving', error: undefined })
    let signature: string
    try {
      if (!adapter)
        throw new FoyerError('NAMESPACE_NOT_CONFIGURED', { params: { chain: 'solana' } })
      signature = await adapter.sendTransfer(solanaRequestOf(state.token, state.receiver, amount))
    } catch (cause) {
      // Refused for what it asks (checked again on the chain as sent): said, nothing was sent.
      const refusal = solanaSendRefusal(cause)
      if (!refusal) logSendFailure(deps.logger, cause)
      if (id !== attempt) return
      store.set({ step: 'preview' })
      if (refusal) {
        store.set({ error: refusal })
        deps.modal.shake()
        return
      }
      return fail(isUserRejection(cause) ? 'TRANSACTION_REJECTED' : 'TRANSACTION_FAILED')
    }
    const explorerUrl = explorerTxUrl(target.network, signature)
    if (id === attempt) store.set({ step: 'pending', hash: signature, explorerUrl })
    try {
      const outcome = await confirmSolanaSignature(target.network, signature, {
        timeoutMs: deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
      })
      settle(id, outcome === 'confirmed')
    } catch (cause) {
      unfollowed(id, cause)
    }
  }

  /** The sent transaction landed (or reverted): said while its attempt is current; balances refresh. */
  function settle(id: number, ok: boolean) {
    if (id === attempt) {
      store.set({
        step: ok ? 'confirmed' : 'failed',
        error: ok ? undefined : sendErrorNotice('TRANSACTION_REVERTED'),
      })
    }
    deps.onSettled()
  }

  /** It was sent, but its confirmation could not be followed. */
  function unfollowed(id: number, cause: unknown) {
    deps.logger.error('The transaction confirmation could not be followed', String(cause))
    if (id === attempt) store.set({ step: 'failed', error: sendErrorNotice('RECEIPT_UNAVAILABLE') })
  }

  async function confirm() {
    const state = store.get()
    if (isSolana(deps.target())) return confirmSolana(state)
    const target = evmTarget(deps.target())
    const transfer = target && transferOf(state, target)
    if (state.step !== 'preview' || state.fee === undefined || !target || !transfer) return
    const error =
      validateSend(state, deps.pending.pendingCount(), separator) ??
      feeProblem(transfer, state.fee, reviewedNativeBalance)
    if (error) return fail(error)
    const id = ++attempt
    store.set({ step: 'approving', error: undefined })
    let hash: Hash
    try {
      hash = await submitTransfer(deps.config, transfer, state.fee as SendFee | null)
    } catch (cause) {
      logSendFailure(deps.logger, cause)
      if (id !== attempt) return
      store.set({ step: 'preview' })
      return fail(isUserRejection(cause) ? 'TRANSACTION_REJECTED' : 'TRANSACTION_FAILED')
    }
    try {
      track(transfer, target, hash)
    } catch (cause) {
      // Past the pending limit (another send got in first): it is sent, so it is still followed.
      deps.logger.warn('The sent transaction is not listed as pending', String(cause))
    }
    const explorerUrl = explorerTxUrl(target.network, hash)
    if (id === attempt) store.set({ step: 'pending', hash, explorerUrl })
    try {
      // viem's wait, not wagmi's: wagmi's throws on a reverted receipt instead of returning it
      // (and its getPublicClient would carry every public action into the initial bundle).
      const client = getClient(deps.config, { chainId: transfer.chainId })
      if (!client) throw new FoyerError('NETWORK_NOT_FOUND', { details: String(transfer.chainId) })
      const receipt = await waitForTransactionReceipt(client, {
        hash,
        timeout: deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
      })
      const ok = receipt.status === 'success'
      deps.pending.settle(hash, ok ? 'confirmed' : 'failed', new Date(now()).toISOString())
      settle(id, ok)
    } catch (cause) {
      unfollowed(id, cause)
    }
  }

  /** Records the sent transaction for the Activity tab until the API lists it. */
  function track(transfer: Transfer, target: AccountTarget, hash: Hash) {
    const { token } = transfer
    const numeric = formatUnits(transfer.amount, token.decimals)
    deps.pending.add({
      id: hash,
      hash,
      chain: target.network.caipNetworkId,
      status: 'pending',
      operationType: 'send',
      time: new Date(now()).toISOString(),
      from: transfer.from,
      to: transfer.to,
      transfers: [
        {
          fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
          direction: 'out',
          quantity: { numeric },
          price: token.price,
          value: token.price * Number(numeric),
        },
      ],
      local: true,
    })
  }

  async function setMax() {
    const { token, receiver } = store.get()
    const target = deps.target()
    if (!token || !target) return
    const max = await maxAmount(target, token, receiver.trim())
    if (store.get().token !== token) return
    const amount = formatUnits(max, token.decimals)
    store.set({ amount: withSeparator(amount, separator), error: undefined })
  }

  /**
   * The most of `token` the account can send: a token's whole balance; SOL, what the chain lets
   * the account send (all it holds less the fee, docs/product.md); another native coin, the
   * balance less the fee.
   */
  async function maxAmount(target: DataTarget, token: SendToken, receiver: string) {
    if (token.address) return token.balance
    if (isSolana(target)) return maxSolanaSend(target.network, target.address, token, receiver)
    return maxSendAmount(token, await nativeFee(target, token, receiver))
  }

  /** The fee of sending the native coin to `receiver` (to the account itself while none is valid). */
  async function nativeFee(target: DataTarget, token: SendToken, receiver: string) {
    const evm = evmTarget(target)
    if (!evm) return null
    const to = isAddress(receiver) ? (receiver as Address) : evm.address
    const estimate = await estimateSendFee(deps.config, {
      chainId: Number(evm.network.id),
      from: evm.address,
      to,
      token,
      amount: 0n,
    })
    return estimate?.total ?? null
  }

  function reset() {
    attempt++
    reviewedNativeBalance = undefined
    store.set(INITIAL_SEND_STATE)
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    open() {
      reset()
      deps.router.push('WalletSend')
    },
    chooseToken(balance) {
      store.set({ token: toSendToken(balance), error: undefined })
      if (deps.router.get().view === 'WalletSendSelectToken') deps.router.goBack()
    },
    setAmount: (amount) => store.set({ amount, error: undefined }),
    setReceiver: (receiver) => store.set({ receiver, error: undefined }),
    setMax,
    review,
    confirm,
    finish() {
      reset()
      deps.router.reset('Account')
    },
    reset,
  }
}

/**
 * A send that did not go out: the kit's failure is an error (reported to error analytics where
 * on); the visitor's refusal in the wallet is not, and is only noted.
 */
function logSendFailure(logger: Logger, cause: unknown) {
  if (isUserRejection(cause)) logger.info('The transaction was rejected in the wallet')
  else logger.error('The transaction could not be sent', String(cause))
}
