import type { Config, CreateConnectorFn } from '@wagmi/core'
import { lazyConnector } from '../connectors/lazyConnector'
import type { FoyerOptions } from '../foyerOptions'
import { createLazySlot, type LazySlot } from '../state/createLazySlot'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { EMBEDDED_CONNECTOR_ID } from './embeddedConstants'
import type { EmbeddedWallet, EmbeddedWalletDeps } from './startEmbeddedWallet'

type Deps = Omit<EmbeddedWalletDeps, 'config' | 'frameUrl' | 'projectId' | 'apiUrl'> & {
  options: Pick<FoyerOptions, 'embeddedWallet' | 'apiUrl' | 'projectId' | 'metadata'>
  /** wagmi's config, once built (it lists the connector given here). */
  config(): Promise<Config>
}

/**
 * The embedded wallet's place: its lazy slot (the frame and flows load on first use) and the
 * wagmi connector registered from the start, whose code loads with the slot. Without the
 * `embeddedWallet` option (or a server) there is neither.
 */
export function embeddedSlot(deps: Deps): {
  slot: LazySlot<EmbeddedWallet>
  connector: CreateConnectorFn | undefined
} {
  const { embeddedWallet, apiUrl, projectId } = deps.options
  const enabled = embeddedWallet && apiUrl && projectId
  const slot = createLazySlot(
    'The embedded wallet',
    enabled
      ? async () => {
          const { startEmbeddedWallet } = await import('./startEmbeddedWallet')
          const { options: _, config, ...rest } = deps
          return startEmbeddedWallet({
            ...rest,
            ...embeddedWallet,
            config: await config(),
            metadata: deps.options.metadata,
            projectId,
            apiUrl,
          })
        }
      : undefined,
  )
  const connector = enabled
    ? lazyConnector({
        id: EMBEDDED_CONNECTOR_ID,
        name: 'Email',
        type: EMBEDDED_CONNECTOR_ID,
        load: async () => (await slot.load()).connectorFn,
        // Only a device that signed in before restores the embedded wallet on reload.
        mayReconnect: () => deps.storage.get(STORAGE_KEYS.loginUsed) === true,
      })
    : undefined
  return { slot, connector }
}
