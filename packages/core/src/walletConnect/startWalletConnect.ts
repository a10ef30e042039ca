import { FoyerError } from '@foyer/protocol'
import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'
import type { DappMetadata } from '../foyerOptions'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createWalletConnectFlow, type WalletConnectFlow } from './createWalletConnectFlow'
import { createWalletConnectProvider } from './createWalletConnectProvider'
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
}

export type WalletConnect = {
  /** The wagmi connector (registered lazily by createFoyer, whose calls reach `connectorFn`). */
  connector: Connector
  /** The WalletConnect connector itself, which the lazy one builds on first use. */
  connectorFn: CreateConnectorFn
  flow: WalletConnectFlow
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
  const connectorFn = walletConnectConnector(provider)
  const flow = createWalletConnectFlow({
    config: deps.config,
    connector,
    provider,
    router: deps.router,
    modal: deps.modal,
    logger: deps.logger,
  })
  return { connector, connectorFn, flow }
}
