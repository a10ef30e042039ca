import { base58 } from '@scure/base'
import { BaseError, createWalletClient, type Hex, http, isHex, numberToHex } from 'viem'
import { findAccount, type WalletAccount } from '../accounts/testAccounts'
import { findChain, viemChain } from '../chains/viemChain'
import type { WalletChain } from '../config/readConfig'
import { isSolanaTransactionMessage } from '../solana/isSolanaTransactionMessage'
import {
  type OtherNamespaces,
  otherNamespaceRequest,
  transactionAsMessage,
} from './otherNamespaceRequest'
import { RequestError } from './requestError'
import {
  InvalidParamsError,
  personalSignParams,
  switchChainParams,
  type TransactionParams,
  transactionParams,
  typedDataParams,
} from './requestParams'
import { type RpcError, rpcErrors } from './rpcErrors'

/** One `session_request` as the wallet handles it. */
export interface WalletRequest {
  method: string
  params: unknown
  /** The chain the dapp sent it for, CAIP-2 (`eip155:31337`). */
  chainId: string
}

export interface RequestContext {
  accounts: readonly WalletAccount[]
  activeAccount: WalletAccount
  chains: readonly WalletChain[]
  /** Makes `chain` the wallet's chain for the session (wallet_switchEthereumChain). */
  switchChain(chain: WalletChain): Promise<void>
  /** The wallet's Solana and Bitcoin accounts, where it has them. */
  others?: OtherNamespaces | undefined
}

export type RequestOutcome = { ok: true; result: unknown } | { ok: false; error: RpcError }

/** Methods answered at once, without asking the user: they reveal nothing the session lacks. */
const READ_ONLY_METHODS = new Set(['eth_accounts', 'eth_chainId', 'getAccountAddresses'])

export function needsConfirmation(method: string): boolean {
  return !READ_ONLY_METHODS.has(method)
}

/**
 * Carries out a request the user approved (or a read-only one): signs with the named account,
 * sends a transaction over the request chain's RPC URL, or switches chain. Never throws: a
 * failure is a JSON-RPC error for the dapp.
 */
export async function handleRequest(
  request: WalletRequest,
  context: RequestContext,
): Promise<RequestOutcome> {
  try {
    return { ok: true, result: await run(request, context) }
  } catch (error) {
    return { ok: false, error: toRpcError(error) }
  }
}

/**
 * The answer to a request refused before the user is asked (no approval card): a
 * `solana_signMessage` whose message is a Solana transaction (a blind signature of it).
 */
export function refusedBeforeApproval(request: WalletRequest): RequestOutcome | undefined {
  if (request.method !== 'solana_signMessage') return undefined
  // Malformed params keep their card (it says what is wrong); a transaction never gets one.
  const message = (request.params as { message?: unknown } | null | undefined)?.message
  if (typeof message !== 'string') return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    return undefined
  }
  if (!isSolanaTransactionMessage(bytes)) return undefined
  return { ok: false, error: toRpcError(transactionAsMessage()) }
}

/** The answer to a request the user rejected. */
export function rejectedOutcome(): RequestOutcome {
  return { ok: false, error: rpcErrors.userRejected() }
}

async function run(request: WalletRequest, context: RequestContext): Promise<unknown> {
  if (!request.chainId.startsWith('eip155:') && context.others)
    return otherNamespaceRequest(request, context.others)
  switch (request.method) {
    case 'eth_accounts':
      return [context.activeAccount.address]
    case 'eth_chainId':
      return numberToHex(requestChain(request, context).id)
    case 'personal_sign': {
      const { message, address } = personalSignParams(request.params)
      const signer = heldAccount(context, address)
      return signer.account.signMessage({
        message: isHex(message) ? { raw: message } : message,
      })
    }
    case 'eth_signTypedData_v4': {
      const { address, typedData } = typedDataParams(request.params)
      const signer = heldAccount(context, address)
      return signer.account.signTypedData(
        typedData as Parameters<typeof signer.account.signTypedData>[0],
      )
    }
    case 'eth_sendTransaction': {
      const tx = transactionParams(request.params)
      const signer = tx.from ? heldAccount(context, tx.from) : context.activeAccount
      const chain = requestChain(request, context)
      const client = createWalletClient({
        account: signer.account,
        chain: viemChain(chain),
        transport: http(chain.rpcUrl),
      })
      return client.sendTransaction(sendable(tx))
    }
    case 'wallet_switchEthereumChain': {
      const { chainId } = switchChainParams(request.params)
      const chain = findChain(context.chains, chainId)
      if (!chain) throw new RequestError(rpcErrors.unrecognizedChain(chainId))
      await context.switchChain(chain)
      return null
    }
    default:
      throw new RequestError(rpcErrors.unsupportedMethod(request.method))
  }
}

function heldAccount(context: RequestContext, address: string): WalletAccount {
  const account = findAccount(context.accounts, address)
  if (!account) throw new RequestError(rpcErrors.unauthorized(address))
  return account
}

function requestChain(request: WalletRequest, context: RequestContext): WalletChain {
  const chain = findChain(context.chains, request.chainId)
  if (!chain) throw new RequestError(rpcErrors.unrecognizedChain(request.chainId))
  return chain
}

/** The dapp's fields for viem: the fee fields of one kind only (legacy or EIP-1559). */
function sendable(tx: TransactionParams) {
  const base: { to?: `0x${string}`; value?: bigint; data?: Hex; gas?: bigint; nonce?: number } = {}
  if (tx.to !== undefined) base.to = tx.to
  if (tx.value !== undefined) base.value = tx.value
  if (tx.data !== undefined) base.data = tx.data
  if (tx.gas !== undefined) base.gas = tx.gas
  if (tx.nonce !== undefined) base.nonce = tx.nonce
  if (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined) {
    return { ...base, gasPrice: tx.gasPrice }
  }
  return {
    ...base,
    ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas } : {}),
    ...(tx.maxPriorityFeePerGas !== undefined
      ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
      : {}),
  }
}

function toRpcError(error: unknown): RpcError {
  if (error instanceof RequestError) return error.rpcError
  if (error instanceof InvalidParamsError) return rpcErrors.invalidParams(error.message)
  if (error instanceof BaseError) return rpcErrors.internal(error.shortMessage)
  return rpcErrors.internal(error instanceof Error ? error.message : String(error))
}
