import {
  APPROVAL_RPC_METHODS,
  type AppEventPayload,
  FoyerError,
  type FrameEventPayload,
  type FrameEventType,
  parseCallsId,
  parseSendCalls,
  SAFE_RPC_METHODS,
  type WalletCall,
} from '@foyer/protocol'
import { isAddressEqual, numberToHex } from 'viem'
import { decodeTokenCall } from '../approval/decodeTokenCall'
import type { SmartAccounts } from '../smartAccount/smartAccounts'
import {
  callsId,
  callsStatus,
  prepareOperation,
  readCallsId,
  sendOperation,
  waitForOperation,
} from '../smartAccount/userOperations'
import { walletCapabilities } from '../smartAccount/walletCapabilities'
import {
  createWalletPermissions,
  type WalletPermissionsDeps,
} from '../smartAccount/walletPermissions'
import { type ApprovalRequest, parseApprovalRequest, type TokenInfo } from './approvalRequest'
import { chainIdValue } from './chainIdValue'
import { executeApproved } from './executeApproved'
import { forwardRpcRequest } from './forwardRpcRequest'
import type { FrameAccount } from './frameAccount'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import { prepareTransaction } from './prepareTransaction'
import { readTokenInfo } from './readTokenInfo'

export type RpcRequestsDeps = {
  account: Pick<FrameAccount, 'require' | 'current' | 'wallet'>
  api: WalletPermissionsDeps['api']
  smartAccounts: Pick<SmartAccounts, 'view' | 'wallet' | 'delegated' | 'networks'>
  /** The approval UI: resolves true only when the visitor approves in the frame. */
  approve: (request: ApprovalRequest, signal: AbortSignal) => Promise<boolean>
  /**
   * APPROVAL_REQUIRED before asking the visitor (kind `sign` for a message or typed data, else
   * `request`: the kit titles its modal by it), APPROVAL_DONE after.
   */
  emit?: (
    type: Extract<FrameEventType, 'APPROVAL_REQUIRED' | 'APPROVAL_DONE'>,
    payload?: FrameEventPayload,
  ) => void
  fetch: typeof fetch
}

export type RpcRequests = {
  handlers: FrameRequestHandlers<'RPC_REQUEST' | 'RPC_ABORT'>
  /** Ends every approval being waited for: each request ends REQUEST_ABORTED. */
  abortApprovals(code?: 'USER_REJECTED' | 'REQUEST_ABORTED'): void
  /** The visitor signed out: approvals end, and one answered meanwhile is never carried out. */
  signedOut(): void
}

const SAFE = new Set<string>(SAFE_RPC_METHODS)
const NEEDS_APPROVAL = new Set<string>(APPROVAL_RPC_METHODS)

/**
 * RPC requests of the signed-in wallet (docs/product.md): read-only methods are answered or
 * forwarded to the request's RPC URL; signing methods only after the visitor approved exactly
 * what is signed; anything else is REQUEST_NOT_ALLOWED, a refusal USER_REJECTED.
 */
export function createRpcRequests(deps: RpcRequestsDeps): RpcRequests {
  const pendingApprovals = new Set<(error: Error) => void>()
  /** The operations sent here (wallet_sendCalls ids), so their status is pending until included. */
  const sentOperations = new Set<string>()
  /** Counts sign-outs: an approval given under an older one is not carried out. */
  let loginGeneration = 0

  /**
   * Ends the open approvals: USER_REJECTED when the visitor left them (RPC_ABORT: the kit's view
   * closed), REQUEST_ABORTED when the page reloaded or the wallet signed out.
   */
  function abortApprovals(code: 'USER_REJECTED' | 'REQUEST_ABORTED' = 'REQUEST_ABORTED') {
    for (const reject of pendingApprovals) reject(new FoyerError(code))
    pendingApprovals.clear()
  }

  async function waitForApproval(request: ApprovalRequest): Promise<void> {
    let reject: ((error: Error) => void) | undefined
    const aborted = new Promise<never>((_, fail) => {
      reject = fail
    })
    if (reject) pendingApprovals.add(reject)
    const controller = new AbortController()
    deps.emit?.('APPROVAL_REQUIRED', {
      kind:
        request.method === 'personal_sign' ||
        request.method === 'eth_signTypedData_v4' ||
        request.method === 'solana_signMessage'
          ? 'sign'
          : 'request',
    })
    try {
      const approved = await Promise.race([deps.approve(request, controller.signal), aborted])
      if (approved !== true) throw new FoyerError('USER_REJECTED')
    } finally {
      controller.abort()
      if (reject) pendingApprovals.delete(reject)
      deps.emit?.('APPROVAL_DONE')
    }
  }

  /** The tokens the ERC-20 calls among `calls` go to, each read once, by lowercase address. */
  async function readCallTokens(calls: readonly WalletCall[], rpcUrl: string) {
    const contracts = new Set(
      calls.filter((call) => decodeTokenCall(call.data)).map((call) => call.to.toLowerCase()),
    )
    const tokens: Record<string, TokenInfo> = {}
    await Promise.all(
      [...contracts].map(async (address) => {
        const token = await readTokenInfo(rpcUrl, address as `0x${string}`, deps.fetch)
        if (token) tokens[address] = token
      }),
    )
    return tokens
  }

  /** Asks the visitor, then checks that the same visitor is still signed in. */
  async function approved(request: ApprovalRequest, owner: unknown): Promise<void> {
    const generation = loginGeneration
    await waitForApproval(request)
    if (generation !== loginGeneration || deps.account.current() !== owner) {
      throw new FoyerError('REQUEST_ABORTED')
    }
  }

  const permissions = createWalletPermissions({ api: deps.api, approved })
  // Solana's codecs load with the first Solana request (the EVM-only frame stays small).
  let solanaRequests:
    | Promise<(payload: AppEventPayload<'RPC_REQUEST'>) => Promise<unknown>>
    | undefined
  const solana = async (payload: AppEventPayload<'RPC_REQUEST'>) => {
    solanaRequests ??= import('../solana/solanaRequests').then((module) =>
      module.createSolanaRequests({ account: deps.account, approved, fetch: deps.fetch }),
    )
    return (await solanaRequests)(payload)
  }

  async function rpc(payload: AppEventPayload<'RPC_REQUEST'>): Promise<unknown> {
    const { method } = payload
    if (payload.chainNamespace === 'solana') return solana(payload)
    if (payload.chainNamespace !== 'eip155' || (!SAFE.has(method) && !NEEDS_APPROVAL.has(method))) {
      throw new FoyerError('REQUEST_NOT_ALLOWED')
    }
    const current = await deps.account.require()
    const requestChain = chainIdValue(payload.chainId)
    if (requestChain === undefined) throw new FoyerError('INVALID_METHOD_PARAMS')
    if (method === 'eth_chainId') return numberToHex(requestChain)
    // The account the dapp sees on this chain: the smart account unless the visitor chose the EOA.
    const view = await deps.smartAccounts.view(current, requestChain)
    const smart = view.preferredAccountType === 'smartAccount' ? view.wallet : undefined
    if (method === 'eth_accounts') return [view.address]
    if (method === 'wallet_getCapabilities') {
      return walletCapabilities(payload.params, {
        view,
        networks: await deps.smartAccounts.networks(),
        isDelegated: async (chainId) => {
          const delegated = await deps.smartAccounts.delegated(current, chainId)
          return delegated ? delegated.account.isDeployed() : false
        },
      })
    }
    if (method === 'wallet_getCallsStatus') {
      const id = parseCallsId(payload.params)
      const { hash, chainId } = readCallsId(id)
      // Either of the visitor's accounts may have sent it; the bundler knows it by its hash.
      const wallet =
        (await deps.smartAccounts.wallet(current, chainId)) ??
        (await deps.smartAccounts.delegated(current, chainId))
      if (!wallet) throw new FoyerError('CALLS_ID_UNKNOWN')
      return callsStatus(wallet, id, hash, sentOperations.has(id))
    }
    const permissionsContext = {
      owner: current,
      chainId: requestChain,
      address: view.address,
      smart,
    }
    if (method === 'wallet_getPermissions') return permissions.list(permissionsContext)
    if (SAFE.has(method))
      return forwardRpcRequest(deps.fetch, payload.rpcUrl, method, payload.params)
    if (method === 'wallet_grantPermissions') {
      return permissions.grant(payload.params, permissionsContext)
    }
    if (method === 'wallet_revokePermissions') {
      return permissions.revoke(payload.params, permissionsContext)
    }
    if (method === 'wallet_sendCalls') {
      const request = parseSendCalls(payload.params)
      if (request.chainId !== requestChain) throw new FoyerError('WRONG_CHAIN')
      if (request.from && !isAddressEqual(request.from, view.address)) {
        throw new FoyerError('WRONG_ACCOUNT')
      }
      // The EOA batches at its own address where the network has an EIP-7702 delegation;
      // elsewhere it sends one transaction per call (the kit's fallback: docs/product.md).
      const sender =
        smart ?? (await deps.smartAccounts.delegated(current, requestChain).catch(() => undefined))
      if (!sender) {
        throw new FoyerError(request.atomicRequired ? 'ATOMIC_UNSUPPORTED' : 'CALLS_UNSUPPORTED')
      }
      // The EOA's first operation delegates it: the visitor is told before approving.
      const upgrade = !smart && !(await sender.account.isDeployed())
      const [prepared, tokens] = await Promise.all([
        prepareOperation(sender, request.calls),
        readCallTokens(request.calls, payload.rpcUrl),
      ])
      await approved(
        {
          method: 'wallet_sendCalls',
          address: view.address,
          chainId: requestChain,
          calls: request.calls,
          sponsored: prepared.sponsored,
          tokens,
          ...(upgrade ? { upgrade } : {}),
          ...(prepared.maxFee === undefined ? {} : { maxFee: prepared.maxFee }),
        },
        current,
      )
      const id = callsId(await sendOperation(sender, prepared), requestChain)
      sentOperations.add(id)
      return { id }
    }
    const parsed = parseApprovalRequest({
      method,
      params: payload.params,
      address: view.address,
      chainId: requestChain,
      rpcUrl: payload.rpcUrl,
    })
    // An ERC-20 call shows its amount in the token's own symbol and decimals when it tells them.
    const tokenAddress =
      parsed.method === 'eth_sendTransaction' &&
      parsed.transaction.to &&
      parsed.transaction.data &&
      decodeTokenCall(parsed.transaction.data)
        ? parsed.transaction.to
        : undefined
    const token = tokenAddress
      ? await readTokenInfo(payload.rpcUrl, tokenAddress, deps.fetch)
      : undefined
    if (parsed.method === 'eth_sendTransaction' && smart) {
      // The smart account sends a transaction as an operation of one call.
      const { to, data = '0x', value = 0n } = parsed.transaction
      if (!to) throw new FoyerError('INVALID_METHOD_PARAMS')
      const prepared = await prepareOperation(smart, [{ to, data, value }])
      await approved(
        {
          ...parsed,
          ...(prepared.maxFee === undefined ? {} : { maxFee: prepared.maxFee }),
          sponsored: prepared.sponsored,
          ...(token ? { token } : {}),
        },
        current,
      )
      const receipt = await waitForOperation(smart, await sendOperation(smart, prepared))
      return receipt.receipt.transactionHash
    }
    // A transaction is filled before asking, so the visitor approves exactly what is signed.
    const prepared =
      parsed.method === 'eth_sendTransaction'
        ? await prepareTransaction(current, parsed, deps.fetch)
        : undefined
    const request: ApprovalRequest =
      parsed.method === 'eth_sendTransaction' && prepared
        ? { ...parsed, maxFee: prepared.maxFee, ...(token ? { token } : {}) }
        : parsed
    await approved(request, current)
    return executeApproved(current, parsed, deps.fetch, prepared, smart?.account ?? current)
  }

  return {
    handlers: {
      RPC_REQUEST: rpc,
      async RPC_ABORT() {
        abortApprovals('USER_REJECTED')
        return {}
      },
    },
    abortApprovals,
    signedOut() {
      loginGeneration++
      abortApprovals()
    },
  }
}
