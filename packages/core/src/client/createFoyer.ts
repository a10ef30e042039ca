import type { WalletEntry } from '@foyer/protocol'
import {
  createConfig,
  createStorage as createWagmiStorage,
  getChainId,
  injected,
  reconnect,
  disconnect as wagmiDisconnect,
  watchChainId,
  watchConnection,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { accountDataSlot } from '../account/accountDataSlot'
import { createApiClient } from '../api/createApiClient'
import type { WalletListItem } from '../connectors/composeWalletList'
import { DEFAULT_CONNECT_TIMEOUT_MS, WALLETCONNECT_CONNECTOR_ID } from '../constants'
import { createWalletsStore } from '../directory/createWalletsStore'
import { directoryChains } from '../directory/directoryChains'
import type { CustomWallet } from '../directory/directoryOptions'
import { ERROR_MESSAGES } from '../errors/messages'
import { resolveFeatures } from '../features/resolveFeatures'
import { createLogger } from '../logger/createLogger'
import { createModal } from '../modal/createModal'
import { resolveNetworks } from '../networks/resolveNetworks'
import { toViemChain } from '../networks/toViemChain'
import { createRouter } from '../router/createRouter'
import type { ViewName } from '../router/views'
import { siwxSlot } from '../siwx/siwxSlot'
import { createStorage } from '../storage/createStorage'
import { setLastUsedChain } from '../storage/lastUsedChain'
import { safeBackend } from '../storage/safeBackend'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { createStore } from '../store/createStore'
import { DEFAULT_THEME_VARIABLES } from '../theme/themeVariables'
import { createToasts } from '../toast/createToasts'
import { readAccountState, sameAccountState } from './accountState'
import { createConnectFlow } from './connectFlow'
import { createConnectorsStore } from './createConnectorsStore'
import { createLazySlot } from './createLazySlot'
import { createTransports } from './createTransports'
import type { FoyerOptions } from './foyerOptions'
import { type NetworkState, readNetworkState } from './networkState'
import { startRemoteConfig } from './startRemoteConfig'
import { createSwitchFlow } from './switchFlow'
import { pairsByWalletConnect, relayFor } from './walletConnectRelay'
import { watchAccountTransitions } from './watchAccountTransitions'
import { withConfiguredRpcUrls } from './withConfiguredRpcUrls'

export type Foyer = ReturnType<typeof createFoyer>

/** Builds the framework-free client: wagmi config, stores and the flows the modal renders. */
export function createFoyer(options: FoyerOptions) {
  const networks = withConfiguredRpcUrls(resolveNetworks(options.networks, []), options.rpcUrls)
  const chains = networks.filter((n) => n.chainNamespace === 'eip155').map(toViemChain)
  if (chains.length === 0) throw new Error('At least one eip155 network is required')
  const storage = createStorage(options.storage)
  const logger = createLogger({ level: options.logLevel })
  const features = createStore(resolveFeatures(options.features))
  const api =
    options.apiUrl && options.projectId
      ? createApiClient({ baseUrl: options.apiUrl, projectId: options.projectId })
      : undefined
  const wallets = api
    ? createWalletsStore({ api, chains: directoryChains(networks), options })
    : undefined
  const remoteConfig = startRemoteConfig({
    api,
    projectId: options.projectId,
    storage,
    logger,
    localFeatures: options.features,
    features,
    origin: globalThis.location?.origin,
  })

  const wagmiConfig = createConfig({
    chains: chains as [Chain, ...Chain[]],
    connectors: [injected(), ...(options.connectors ?? [])],
    transports: createTransports(chains),
    storage: createWagmiStorage({ key: STORAGE_KEYS.wagmi, storage: safeBackend(options.storage) }),
  })

  const modal = createModal()
  const toasts = createToasts()
  const account = createStore(readAccountState(wagmiConfig))
  const network = createStore<NetworkState>(
    readNetworkState(networks, account.get(), getChainId(wagmiConfig)),
  )
  const router = createRouter({
    isConnected: () => account.get().isConnected,
    onClose: modal.close,
  })
  const theme = createStore({
    themeMode: options.themeMode ?? 'light',
    themeVariables: { ...DEFAULT_THEME_VARIABLES, ...options.themeVariables },
  })

  const connectors = createConnectorsStore(wagmiConfig, storage)

  const connectFlow = createConnectFlow({
    config: wagmiConfig,
    router,
    modal,
    logger,
    timeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  })
  const switchFlow = createSwitchFlow({
    config: wagmiConfig,
    router,
    modal,
    logger,
    isConnected: () => account.get().isConnected,
    onSwitched: (target) => setLastUsedChain(storage, target.caipNetworkId),
  })

  function refreshNetwork() {
    network.set(readNetworkState(networks, account.get(), getChainId(wagmiConfig)))
  }
  const unwatch = [
    connectors.watch(),
    watchChainId(wagmiConfig, { onChange: refreshNetwork }),
    watchConnection(wagmiConfig, {
      onChange() {
        const next = readAccountState(wagmiConfig)
        const previous = account.get()
        if (sameAccountState(next, previous)) return refreshNetwork()
        if (next.connectorUid && next.connectorUid !== previous.connectorUid) {
          connectors.remember(next.connectorUid)
        }
        account.set(next)
        refreshNetwork()
      },
    }),
    watchAccountTransitions({ account, network, router, modal, connectFlow }),
  ]

  // Sign in with the wallet: a trigger here, the flow loads on the first connection.
  const { apiUrl, projectId } = options
  const siwx = siwxSlot(
    {
      options: options.siwx ?? {},
      apiUrl: apiUrl ?? '',
      projectId: projectId ?? '',
      config: wagmiConfig,
      account,
      network,
      router,
      modal,
      toasts,
      logger,
      disconnect,
    },
    Boolean(options.siwx && apiUrl && projectId),
  )

  function open(view?: ViewName) {
    const { isConnected } = account.get()
    const fallback = !isConnected
      ? 'Connect'
      : network.get().isSupported
        ? 'Account'
        : 'UnsupportedChain'
    router.reset(view ?? fallback)
    const lists = wallets?.get().listsStatus
    if (lists === 'idle' || lists === 'error') void wallets?.loadLists()
    modal.open()
  }

  function close() {
    if (connectFlow.get().status === 'connecting') connectFlow.cancel()
    modal.close()
  }

  async function disconnect() {
    try {
      await wagmiDisconnect(wagmiConfig)
    } catch (error) {
      logger.error(ERROR_MESSAGES.failedToDisconnect, String(error))
      toasts.show('error', ERROR_MESSAGES.failedToDisconnect)
    }
  }

  const legalConsent = createStore({ accepted: false })
  const accountData = accountDataSlot({
    api,
    currency: options.currency,
    config: wagmiConfig,
    account,
    network,
    router,
    modal,
    toasts,
    logger,
  })

  const { embeddedWallet } = options
  const embedded = createLazySlot(
    'The embedded wallet',
    embeddedWallet && options.apiUrl && options.projectId
      ? async () => {
          const { startEmbeddedWallet } = await import('../embedded/startEmbeddedWallet')
          return startEmbeddedWallet({
            ...embeddedWallet,
            config: wagmiConfig,
            projectId: options.projectId as string,
            apiUrl: options.apiUrl as string,
            networks,
            storage,
            router,
            modal,
            toasts,
            logger,
            theme,
            metadata: options.metadata,
          })
        }
      : undefined,
  )

  const walletConnectRelay = relayFor(options)
  const walletConnect = createLazySlot(
    'WalletConnect',
    walletConnectRelay
      ? async () => {
          const { startWalletConnect } = await import('../walletConnect/startWalletConnect')
          return startWalletConnect({
            ...walletConnectRelay,
            config: wagmiConfig,
            metadata: options.metadata ?? { name: globalThis.document?.title ?? 'Foyer' },
            router,
            modal,
            logger,
          })
        }
      : undefined,
  )

  /** Pairs a remote wallet: the QR code and links (ConnectingWalletConnect). */
  async function connectWalletConnect(wallet?: WalletEntry | CustomWallet) {
    try {
      const { flow } = await walletConnect.load()
      flow.start(wallet)
    } catch (error) {
      logger.error(ERROR_MESSAGES.failedToConnect, String(error))
      toasts.show('error', ERROR_MESSAGES.failedToConnect)
    }
  }

  /**
   * A wallet row was chosen (after the terms, if asked): connect its connector; pair a directory
   * wallet by WalletConnect (its links, or the QR code); else say how to get it.
   */
  function selectWallet(item: WalletListItem) {
    if (features.get().legalCheckbox && !legalConsent.get().accepted) return modal.shake()
    if (item.section === 'walletConnect') return void connectWalletConnect()
    if (item.connector) return connectFlow.connect(item.connector.uid)
    if (!item.wallet) return
    if (walletConnect.enabled && pairsByWalletConnect(item.wallet)) {
      return void connectWalletConnect(item.wallet)
    }
    router.push('Downloads', { wallet: item.wallet })
  }

  return {
    wagmiConfig,
    networks,
    features: { get: features.get, subscribe: features.subscribe },
    remoteConfig: { get: remoteConfig.get, subscribe: remoteConfig.subscribe },
    /** The directory's wallet lists; undefined without a server (apiUrl and projectId). */
    wallets,
    customWallets: options.customWallets ?? [],
    legalUrls: { terms: options.termsConditionsUrl, privacy: options.privacyPolicyUrl },
    /** Whether the visitor ticked the legal checkbox (with the legalCheckbox feature). */
    legalConsent,
    projectId: options.projectId,
    apiUrl: options.apiUrl,
    metadata: options.metadata,
    storage,
    logger,
    router,
    modal,
    toasts,
    theme,
    account: { get: account.get, subscribe: account.subscribe },
    network: { get: network.get, subscribe: network.subscribe },
    connectors: { get: connectors.get, subscribe: connectors.subscribe },
    connection: connectFlow,
    switching: switchFlow,
    open,
    close,
    connect: connectFlow.connect,
    selectWallet,
    disconnect,
    switchNetwork: switchFlow.switchNetwork,
    /** The embedded wallet (email sign-in), loaded when first needed. */
    embedded,
    /** Remote wallets over WalletConnect, loaded when first needed. */
    walletConnect,
    /** Balances, activity, NFTs and send (needs the server), loaded with the Account view. */
    accountData,
    /** Sign in with the wallet (the `siwx` option): the session, and the flow once loaded. */
    siwx,
    connectWalletConnect,
    /**
     * Restores the last connection (wagmi's reconnect), e.g. after a reload; the embedded wallet
     * is loaded first when this device used it.
     */
    async reconnect() {
      if (embedded.enabled && storage.get(STORAGE_KEYS.loginUsed) === true) {
        await embedded.load().catch((error: unknown) => logger.error(String(error)))
      }
      const recent = await wagmiConfig.storage?.getItem('recentConnectorId')
      if (walletConnect.enabled && recent === WALLETCONNECT_CONNECTOR_ID) {
        await walletConnect.load().catch((error: unknown) => logger.error(String(error)))
      }
      return reconnect(wagmiConfig)
    },
    destroy: () => {
      for (const stop of unwatch) stop()
      siwx.stop()
    },
  }
}
