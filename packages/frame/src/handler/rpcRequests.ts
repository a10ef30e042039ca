import {
  APPROVAL_RPC_METHODS,
  type AppEventPayload,
  FoyerError,
  type FrameEventPayload,
  type FrameEventType,
  SAFE_RPC_METHODS,
} from '@foyer/protocol'
import { numberToHex } from 'viem'
import { decodeTokenCall } from '../approval/decodeTokenCall'
import { type ApprovalRequest, parseApprovalRequest } from './approvalRequest'
import { chainIdValue } from './chainIdValue'
import { executeApproved } from './executeApproved'
import { forwardRpcRequest } from './forwardRpcRequest'
import type { FrameAccount } from './frameAccount'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import { prepareTransaction } from './prepareTransaction'
import { readTokenInfo } from './readTokenInfo'

export type RpcRequestsDeps = {
  account: Pick<FrameAccount, 'require' | 'current'>
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
      kind: request.method === 'eth_sendTransaction' ? 'request' : 'sign',
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

  async function rpc(payload: AppEventPayload<'RPC_REQUEST'>): Promise<unknown> {
    const { method } = payload
    if (payload.chainNamespace !== 'eip155' || (!SAFE.has(method) && !NEEDS_APPROVAL.has(method))) {
      throw new FoyerError('REQUEST_NOT_ALLOWED')
    }
    const current = await deps.account.require()
    const requestChain = chainIdValue(payload.chainId)
    if (requestChain === undefined) throw new FoyerError('INVALID_METHOD_PARAMS')
    if (method === 'eth_accounts') return [current.address]
    if (method === 'eth_chainId') return numberToHex(requestChain)
    if (SAFE.has(method))
      return forwardRpcRequest(deps.fetch, payload.rpcUrl, method, payload.params)
    const parsed = parseApprovalRequest({
      method,
      params: payload.params,
      address: current.address,
      chainId: requestChain,
      rpcUrl: payload.rpcUrl,
    })
    // A transaction is filled before asking, so the visitor approves exactly what is signed.
    const prepared =
      parsed.method === 'eth_sendTransaction'
        ? await prepareTransaction(current, parsed, deps.fetch)
        : undefined
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
    const request: ApprovalRequest =
      parsed.method === 'eth_sendTransaction' && prepared
        ? { ...parsed, maxFee: prepared.maxFee, ...(token ? { token } : {}) }
        : parsed
    const generation = loginGeneration
    await waitForApproval(request)
    if (generation !== loginGeneration || deps.account.current() !== current) {
      throw new FoyerError('REQUEST_ABORTED')
    }
    return executeApproved(current, request, deps.fetch, prepared)
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
