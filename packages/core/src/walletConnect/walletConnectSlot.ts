import type { Config, CreateConnectorFn } from '@wagmi/core'
import { lazyConnector } from '../connectors/lazyConnector'
import type { FoyerOptions } from '../foyerOptions'
import { createLazySlot, type LazySlot } from '../state/createLazySlot'
import type { WalletConnect, WalletConnectDeps } from './startWalletConnect'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnectIds'
import { relayFor } from './walletConnectRelay'

type Deps = Omit<WalletConnectDeps, 'config' | 'relayUrl' | 'projectId' | 'metadata'> & {
  options: FoyerOptions
  /** wagmi's config, once built (it lists the connector given here). */
  config(): Promise<Config>
}

/**
 * WalletConnect's place: its lazy slot (the provider on the relay loads on first use) and the
 * wagmi connector registered from the start, whose code loads with the slot. Without a relay
 * there is neither.
 */
export function walletConnectSlot(deps: Deps): {
  slot: LazySlot<WalletConnect>
  connector: CreateConnectorFn | undefined
} {
  const relay = relayFor(deps.options)
  const slot = createLazySlot(
    'WalletConnect',
    relay
      ? async () => {
          const { startWalletConnect } = await import('./startWalletConnect')
          return startWalletConnect({
            ...relay,
            config: await deps.config(),
            metadata: deps.options.metadata ?? { name: globalThis.document?.title ?? 'Foyer' },
            router: deps.router,
            modal: deps.modal,
            logger: deps.logger,
            networks: deps.networks,
            sessionWallets: deps.sessionWallets,
          })
        }
      : undefined,
  )
  const connector = relay
    ? lazyConnector({
        id: WALLETCONNECT_CONNECTOR_ID,
        name: 'WalletConnect',
        type: WALLETCONNECT_CONNECTOR_ID,
        load: async () => (await slot.load()).connectorFn,
        // A session is restored only when WalletConnect was the last connection.
        mayReconnect: async () =>
          (await (await deps.config()).storage?.getItem('recentConnectorId')) ===
          WALLETCONNECT_CONNECTOR_ID,
      })
    : undefined
  return { slot, connector }
}
