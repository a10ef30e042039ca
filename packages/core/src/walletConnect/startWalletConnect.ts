import { FoyerError } from '@foyer/protocol'
import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'
import type { DappMetadata } from '../foyerOptions'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Network } from '../networks/network'
import type { Router } from '../router/createRouter'
import { createWalletConnectFlow, type WalletConnectFlow } from './createWalletConnectFlow'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import { followSessionWallets } from './followSessionWallets'
import type { SessionWallets } from './sessionWallets'
import { walletConnectConnector } from './walletConnectConnector'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnectIds'

export type WalletConnectDeps = {
  config: Config
  relayUrl: string
  projectId: string
  metadata: DappMetadata
  router: Router
  modal: Modal
  logger: Logger
  /** The dapp's networks (its solana and bip122 ones are proposed beside eip155). */
  networks?: readonly Network[]
  /** Where the session's Solana and Bitcoin accounts are offered to those namespaces. */
  sessionWallets?: SessionWallets
}

export type WalletConnect = {
  /** The wagmi connector (registered lazily by createFoyer, whose calls reach `connectorFn`). */
  connector: Connector
  /** The WalletConnect connector itself, which the lazy one builds on first use. */
  connectorFn: CreateConnectorFn
  flow: WalletConnectFlow
  /** Stops following the provider's session (createFoyer's destroy). */
  stop(): void
}

/**
 * Remote wallets, assembled when first needed (the visitor chose WalletConnect or a directory
 * wallet, or a session is to be restored): the provider on our relay, its wagmi connector, the
 * pairing flow the ConnectingWalletConnect view shows.
 */
export async function startWalletConnect(deps: WalletConnectDeps): Promise<WalletConnect> {
  const provider = await createWalletConnectProvider({
    relayUrl: deps.relayUrl,
    projectId: deps.projectId,
    metadata: deps.metadata,
  })
  const connector = deps.config.connectors.find((item) => item.id === WALLETCONNECT_CONNECTOR_ID)
  if (!connector) throw new FoyerError('NOT_CONFIGURED', { params: { name: 'WalletConnect' } })
  // The session's Solana and Bitcoin accounts, as Wallet Standard wallets while it lasts.
  const following = followSessionWallets(provider, deps.sessionWallets)
  const connectorFn = walletConnectConnector(provider, {
    networks: (deps.networks ?? []).filter((network) => network.chainNamespace !== 'eip155'),
    onSession: following.offer,
  })
  const flow = createWalletConnectFlow({
    config: deps.config,
    connector,
    provider,
    router: deps.router,
    modal: deps.modal,
    logger: deps.logger,
  })
  return {
    connector,
    connectorFn,
    flow,
    stop: following.stop,
  }
}
