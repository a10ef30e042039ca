import type { Config, Connector } from '@wagmi/core'
import type { DappMetadata } from '../client/foyerOptions'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createWalletConnectFlow, type WalletConnectFlow } from './createWalletConnectFlow'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import { walletConnectConnector } from './walletConnectConnector'

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
  connector: Connector
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
  const connector = deps.config._internal.connectors.setup(walletConnectConnector(provider))
  deps.config._internal.connectors.setState((list) => [...list, connector])
  const flow = createWalletConnectFlow({
    config: deps.config,
    connector,
    provider,
    router: deps.router,
    modal: deps.modal,
    logger: deps.logger,
  })
  return { connector, flow }
}
