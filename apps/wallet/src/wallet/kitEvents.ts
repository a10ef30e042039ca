import { strings } from '../strings'
import { onProposal } from './proposalActions'
import { onRequest } from './requestActions'
import { onSessionDelete, refreshSessions } from './sessionActions'
import type { StoreCore } from './storeCore'
import type { WalletKitApi } from './walletTypes'

/** Listens to a ready WalletKit and takes in what was pending before the page loaded. */
export function attachKit(core: StoreCore, kit: WalletKitApi): void {
  core.kit = kit
  kit.on('session_proposal', (event) => onProposal(core, event.params))
  kit.on('session_request', (event) => void onRequest(core, event))
  kit.on('session_delete', (event) => onSessionDelete(core, event.topic))
  kit.on('proposal_expire', (event) => {
    if (core.state.proposals.some((proposal) => proposal.id === event.id)) {
      core.removeProposal(event.id)
      core.notify('info', strings.proposalExpired)
    }
  })
  kit.on('session_request_expire', (event) => {
    if (core.state.requests.some((request) => request.id === event.id)) {
      core.removeRequest(event.id)
      core.notify('info', strings.requestExpired)
    }
  })
  kit.core?.relayer.on('relayer_connect', () => core.setConnected(true))
  kit.core?.relayer.on('relayer_disconnect', () => core.setConnected(false))
  core.set({ relay: { state: 'ready', connected: true } })
  const nowSeconds = core.now() / 1000
  // Typed as a record, returned as an array: Object.values reads both.
  for (const proposal of Object.values(kit.getPendingSessionProposals())) {
    if (proposal.expiryTimestamp === undefined || proposal.expiryTimestamp > nowSeconds) {
      onProposal(core, proposal)
    }
  }
  refreshSessions(core)
  for (const pending of kit.getPendingSessionRequests()) {
    void onRequest(core, pending)
  }
}
