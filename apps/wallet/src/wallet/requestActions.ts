import type { WalletKitTypes } from '@reown/walletkit'
import type { WalletChain } from '../config/readConfig'
import { describeRequest } from '../requests/describeRequest'
import {
  needsConfirmation,
  type RequestOutcome,
  refusedBeforeApproval,
  rejectedOutcome,
  type WalletRequest,
} from '../requests/handleRequest'
import { USER_REJECTED } from '../requests/rpcErrors'
import { methodName, strings } from '../strings'
import { dappInfo } from './dappInfo'
import { reason } from './errorReason'
import { switchSessionChain } from './sessionActions'
import type { StoreCore } from './storeCore'
import type { RequestEntry } from './walletTypes'

/** A session_request: listed for the user if it needs confirming, otherwise answered at once. */
export async function onRequest(
  core: StoreCore,
  event: WalletKitTypes.SessionRequest,
): Promise<void> {
  if (core.state.requests.some((entry) => entry.id === event.id)) return
  const request: WalletRequest = {
    method: event.params.request.method,
    params: event.params.request.params,
    chainId: event.params.chainId,
  }
  const session = core.kit?.getActiveSessions()[event.topic]
  const entry: RequestEntry = {
    id: event.id,
    topic: event.topic,
    request,
    dapp: dappInfo(session?.peer.metadata),
    description: describeRequest(request, core.state.chains),
    busy: false,
  }
  const refused = refusedBeforeApproval(request)
  if (refused) {
    await respond(core, entry, refused)
    return
  }
  if (needsConfirmation(request.method)) {
    core.update((state) => ({ requests: [...state.requests, entry] }))
    return
  }
  const outcome = await core.handle(request, requestContext(core, event.topic))
  await respond(core, entry, outcome, { quiet: true })
}

/** Carries out a request the user approved and answers the dapp. */
export async function approveRequest(core: StoreCore, id: number): Promise<void> {
  const entry = core.state.requests.find((request) => request.id === id)
  if (!entry || entry.busy) return
  core.updateRequest(id, { busy: true })
  const outcome = await core.handle(entry.request, requestContext(core, entry.topic))
  await respond(core, entry, outcome)
}

/** Answers the dapp with a 4001 user-rejected error. */
export async function rejectRequest(core: StoreCore, id: number): Promise<void> {
  const entry = core.state.requests.find((request) => request.id === id)
  if (!entry || entry.busy) return
  core.updateRequest(id, { busy: true })
  await respond(core, entry, rejectedOutcome())
}

function requestContext(core: StoreCore, topic: string) {
  return {
    accounts: core.state.accounts,
    activeAccount: core.state.activeAccount,
    chains: core.state.chains,
    switchChain: (chain: WalletChain) => switchSessionChain(core, topic, chain),
    others: core.state.others,
  }
}

async function respond(
  core: StoreCore,
  entry: RequestEntry,
  outcome: RequestOutcome,
  options: { quiet?: boolean } = {},
): Promise<void> {
  const kit = core.requireKit()
  const response = outcome.ok
    ? { id: entry.id, jsonrpc: '2.0', result: outcome.result }
    : { id: entry.id, jsonrpc: '2.0', error: outcome.error }
  try {
    await kit.respondSessionRequest({ topic: entry.topic, response })
    if (options.quiet) return
    const method = entry.request.method
    if (outcome.ok) {
      core.notify('info', strings.requestDone(methodName(method), entry.dapp.name))
      recordResult(core, method, outcome.result)
    } else if (outcome.error.code === USER_REJECTED) {
      core.notify('info', strings.requestRejected(method, entry.dapp.name))
    } else {
      core.notify('error', strings.requestFailed(method, outcome.error.message))
    }
  } catch (error) {
    core.notify('error', strings.respondFailed(reason(error)))
  } finally {
    core.removeRequest(entry.id)
  }
}

function recordResult(core: StoreCore, method: string, result: unknown): void {
  if (typeof result !== 'string') return
  if (method === 'eth_sendTransaction') core.pushActivity(strings.sentTransaction(result))
  else if (method === 'personal_sign' || method === 'eth_signTypedData_v4') {
    core.pushActivity(strings.signature(result))
  }
}
