import { getSdkError } from '@walletconnect/utils'
import type { WalletChain } from '../config/readConfig'
import { strings } from '../strings'
import { dappInfo } from './dappInfo'
import { reason } from './errorReason'
import { sessionAddress, sessionChainIds, withAccount, withChain } from './sessionNamespaces'
import type { StoreCore } from './storeCore'
import { withTimeout } from './withTimeout'

/** Re-reads the active sessions from WalletKit into the state. */
export function refreshSessions(core: StoreCore): void {
  core.set({
    sessions: core.sessionStructs().map((session) => ({
      topic: session.topic,
      dapp: dappInfo(session.peer.metadata),
      chainIds: sessionChainIds(session.namespaces),
      accounts: [
        ...new Set(
          (session.namespaces.eip155?.accounts ?? []).map((account) => account.split(':')[2] ?? ''),
        ),
      ],
    })),
  })
}

export async function disconnect(core: StoreCore, topic: string): Promise<void> {
  const session = core.state.sessions.find((entry) => entry.topic === topic)
  const kit = core.requireKit()
  try {
    await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    core.notify('info', strings.disconnected(session?.dapp.name ?? strings.unnamedDapp))
  } catch (error) {
    core.notify('error', strings.disconnectFailed(reason(error)))
  } finally {
    core.dropRequestsOf(topic)
    refreshSessions(core)
  }
}

/** A session_delete from the dapp's side. */
export function onSessionDelete(core: StoreCore, topic: string): void {
  const session = core.state.sessions.find((entry) => entry.topic === topic)
  core.dropRequestsOf(topic)
  refreshSessions(core)
  if (session) core.notify('info', strings.disconnected(session.dapp.name))
}

/** Makes another held account active and tells every session (update, then accountsChanged). */
export async function selectAccount(core: StoreCore, index: number): Promise<void> {
  const account = core.state.accounts.find((entry) => entry.index === index)
  if (!account || account === core.state.activeAccount) return
  core.set({ activeAccount: account })
  core.remember()
  const kit = core.kit
  if (!kit) return
  await Promise.all(
    core.sessionStructs().map(async (session) => {
      try {
        const { acknowledged } = await kit.updateSession({
          topic: session.topic,
          namespaces: withAccount(session.namespaces, account.address),
        })
        void acknowledged().catch(() => {})
        const chainIds = sessionChainIds(session.namespaces)
        const chainId = chainIds.includes(core.state.activeChain.id)
          ? core.state.activeChain.id
          : chainIds[0]
        if (chainId === undefined) return
        await kit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [account.address] },
          chainId: `eip155:${chainId}`,
        })
      } catch (error) {
        core.notify('error', strings.eventFailed('accountsChanged', reason(error)))
      }
    }),
  )
  refreshSessions(core)
}

/** Makes another chain active and emits chainChanged to every session that has it. */
export async function selectChain(core: StoreCore, chainId: number): Promise<void> {
  const chain = core.state.chains.find((entry) => entry.id === chainId)
  if (!chain || chain === core.state.activeChain) return
  core.set({ activeChain: chain })
  core.remember()
  await emitChainChanged(core, chain)
}

/** wallet_switchEthereumChain: adds the chain to the session if needed, then switches. */
export async function switchSessionChain(
  core: StoreCore,
  topic: string,
  chain: WalletChain,
): Promise<void> {
  const kit = core.requireKit()
  const session = kit.getActiveSessions()[topic]
  if (session && !sessionChainIds(session.namespaces).includes(chain.id)) {
    // The session's own account on the new chain too, whichever account is active now.
    const address = sessionAddress(session.namespaces) ?? core.state.activeAccount.address
    const { acknowledged } = await kit.updateSession({
      topic,
      namespaces: withChain(session.namespaces, chain, address),
    })
    await withTimeout(acknowledged(), core.timeouts.approveMs)
  }
  core.set({ activeChain: chain })
  core.remember()
  core.pushActivity(strings.switchedChain(chain.name))
  await emitChainChanged(core, chain)
  refreshSessions(core)
}

async function emitChainChanged(core: StoreCore, chain: WalletChain): Promise<void> {
  const kit = core.kit
  if (!kit) return
  const sessions = core
    .sessionStructs()
    .filter((session) => sessionChainIds(session.namespaces).includes(chain.id))
  await Promise.all(
    sessions.map((session) =>
      kit
        .emitSessionEvent({
          topic: session.topic,
          event: { name: 'chainChanged', data: chain.id },
          chainId: chain.caipId,
        })
        .catch((error: unknown) => {
          core.notify('error', strings.eventFailed('chainChanged', reason(error)))
        }),
    ),
  )
}
