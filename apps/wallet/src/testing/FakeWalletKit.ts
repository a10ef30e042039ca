import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { vi } from 'vitest'
import type { WalletKitApi } from '../wallet/walletTypes'
import { session } from './fixtures'

/** A stand-in for WalletKit: records calls, keeps sessions, and emits events on demand. */
export class FakeWalletKit {
  readonly handlers = new Map<string, (args: unknown) => void>()
  readonly relayHandlers = new Map<string, () => void>()
  sessions: Record<string, SessionTypes.Struct> = {}
  pendingProposals: ProposalTypes.Struct[] = []
  pendingRequests: unknown[] = []

  pair = vi.fn(async (_params: { uri: string }) => {})
  approveSession = vi.fn(async (params: { id: number; namespaces: SessionTypes.Namespaces }) => {
    const settled = session(`session-${params.id}`, params.namespaces)
    this.sessions[settled.topic] = settled
    return settled
  })
  rejectSession = vi.fn(
    async (_params: { id: number; reason: { code: number; message: string } }) => {},
  )
  updateSession = vi.fn(async (params: { topic: string; namespaces: SessionTypes.Namespaces }) => {
    const current = this.sessions[params.topic]
    if (current) this.sessions[params.topic] = { ...current, namespaces: params.namespaces }
    return { acknowledged: async () => {} }
  })
  respondSessionRequest = vi.fn(async (_params: { topic: string; response: unknown }) => {})
  disconnectSession = vi.fn(async (params: { topic: string; reason: { code: number } }) => {
    delete this.sessions[params.topic]
  })
  emitSessionEvent = vi.fn(
    async (_params: {
      topic: string
      event: { name: string; data: unknown }
      chainId: string
    }) => {},
  )
  getActiveSessions = () => this.sessions
  getPendingSessionProposals = () => this.pendingProposals
  getPendingSessionRequests = () => this.pendingRequests
  on = (event: string, handler: (args: unknown) => void) => {
    this.handlers.set(event, handler)
    return this
  }
  core = {
    relayer: {
      on: (event: string, handler: () => void) => {
        this.relayHandlers.set(event, handler)
      },
    },
  }

  emit(event: string, args: unknown): void {
    const handler = this.handlers.get(event)
    if (!handler) throw new Error(`no ${event} listener`)
    handler(args)
  }

  api(): WalletKitApi {
    return this as unknown as WalletKitApi
  }
}

/** Lets pending promise callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
