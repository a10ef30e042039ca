import type { ProposalTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { strings } from '../strings'
import { dappInfo } from './dappInfo'
import { reason } from './errorReason'
import { refreshSessions } from './sessionActions'
import { buildSessionNamespaces, requestedNamespaces } from './sessionNamespaces'
import type { StoreCore } from './storeCore'
import type { ProposalEntry } from './walletTypes'
import { withTimeout } from './withTimeout'

/** A session_proposal from WalletKit: listed, with the reason it cannot be approved if any. */
export function onProposal(core: StoreCore, proposal: ProposalTypes.Struct): void {
  if (core.state.proposals.some((entry) => entry.id === proposal.id)) return
  const check = buildSessionNamespaces(
    proposal,
    core.state.chains,
    core.state.activeAccount.address,
    core.state.others,
  )
  const entry: ProposalEntry = {
    id: proposal.id,
    proposal,
    dapp: dappInfo(proposal.proposer.metadata),
    requested: requestedNamespaces(proposal),
    ...(check.ok ? {} : { problem: check.problem }),
  }
  core.update((state) => ({ proposals: [...state.proposals, entry] }))
}

export async function approveProposal(core: StoreCore, id: number): Promise<void> {
  const entry = core.state.proposals.find((proposal) => proposal.id === id)
  if (!entry || entry.busy) return
  const built = buildSessionNamespaces(
    entry.proposal,
    core.state.chains,
    core.state.activeAccount.address,
    core.state.others,
  )
  if (!built.ok) {
    core.updateProposal(id, { problem: built.problem })
    return
  }
  const kit = core.requireKit()
  core.updateProposal(id, { busy: 'approving' })
  try {
    await withTimeout(
      kit.approveSession({ id, namespaces: built.namespaces }),
      core.timeouts.approveMs,
    )
    core.notify('info', strings.connected(entry.dapp.name))
  } catch (error) {
    core.notify('error', strings.approveFailed(reason(error)))
  } finally {
    core.removeProposal(id)
    refreshSessions(core)
  }
}

export async function rejectProposal(core: StoreCore, id: number): Promise<void> {
  const entry = core.state.proposals.find((proposal) => proposal.id === id)
  if (!entry || entry.busy) return
  const kit = core.requireKit()
  core.updateProposal(id, { busy: 'rejecting' })
  try {
    const why = entry.problem ? 'UNSUPPORTED_CHAINS' : 'USER_REJECTED'
    await withTimeout(kit.rejectSession({ id, reason: getSdkError(why) }), core.timeouts.approveMs)
    core.notify('info', strings.connectionRejected(entry.dapp.name))
  } catch (error) {
    core.notify('error', strings.rejectFailed(reason(error)))
  } finally {
    core.removeProposal(id)
  }
}
