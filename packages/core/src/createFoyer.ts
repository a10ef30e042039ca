import { browserLocale, FoyerError, isLocale, LOCALES } from '@foyer/protocol'
import type { Wallets } from '@wallet-standard/app'
import { accountDataSlot } from './account/accountDataSlot'
import { createErrorAnalytics } from './analytics/errorAnalytics'
import { reportingLogger } from './analytics/reportingLogger'
import { createApiClient } from './api/createApiClient'
import { checkWagmiChains } from './connectors/checkWagmiChains'
import { createConnectorsStore } from './connectors/createConnectorsStore'
import { isSsrConfig } from './connectors/isSsrConfig'
import { createWalletsStore } from './directory/createWalletsStore'
import { directoryChains } from './directory/directoryChains'
import { embeddedSlot } from './embedded/embeddedSlot'
import { offerEmbeddedSolana } from './embedded/solana/offerEmbeddedSolana'
import { resolveFeatures } from './features/resolveFeatures'
import { startRemoteConfig } from './features/startRemoteConfig'
import type { Foyer, ThemeState } from './foyer'
import type { FoyerOptions } from './foyerOptions'
import { createLogger } from './logger/createLogger'
import { createModal } from './modal/createModal'
import { lazyBip122Adapter } from './namespaces/bip122/lazyBip122Adapter'
import { createNamespaces } from './namespaces/createNamespaces'
import { createEip155Adapter } from './namespaces/eip155/eip155Adapter'
import type { AdapterConnection, NamespaceAdapter } from './namespaces/namespaceAdapter'
import { lazySolanaAdapter } from './namespaces/solana/lazySolanaAdapter'
import { standardConnectionMemory } from './namespaces/walletStandard/standardConnectionMemory'
import { resolveNetworks } from './networks/resolveNetworks'
import { createSwitchFlow } from './networks/switchFlow'
import { withConfiguredRpcUrls } from './networks/withConfiguredRpcUrls'
import type { PayRequest } from './pay/payRequest'
import { createRouter } from './router/createRouter'
import type { ViewName } from './router/views'
import { createConnectFlow, DEFAULT_CONNECT_TIMEOUT_MS } from './signIn/connectFlow'
import { createSignIn } from './signIn/createSignIn'
import { siwxSlot } from './siwx/siwxSlot'
import { DISCONNECTED } from './state/accountState'
import { type NetworkState, readNetworkState } from './state/networkState'
import { watchAccountTransitions } from './state/watchAccountTransitions'
import { createStorage } from './storage/createStorage'
import { setLastUsedChain } from './storage/lastUsedChain'
import { createStore } from './store/createStore'
import { DEFAULT_THEME_VARIABLES } from './theme/themeVariables'
import { createToasts } from './toast/createToasts'
import { isBrowser } from './utils/isBrowser'
import { foyerWagmi } from './wagmi/foyerWagmi'
import { createSessionWallets } from './walletConnect/sessionWallets'
import { walletConnectSlot } from './walletConnect/walletConnectSlot'

/** The namespaces with an adapter (namespaces/<namespace>/). */
const ADAPTED_NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122']

/**
 * Builds the framework-free client (the composition root): the stores a UI renders and the flows
 * it starts. wagmi is built in its own chunk right after (in the browser), so that the page's
 * first render waits for neither wagmi nor viem; the embedded wallet and WalletConnect are
 * registered with it as lazy connectors: their code loads on first use.
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const networks = withConfiguredRpcUrls(resolveNetworks(options.networks, []), options.rpcUrls)
  const evmChains = networks
    .filter((n) => n.chainNamespace === 'eip155')
    .map((n) => ({ id: Number(n.id), name: n.name }))
  const [firstChain] = evmChains
  if (!firstChain) throw new FoyerError('EIP155_NETWORK_REQUIRED')
  // One adapter per namespace (namespaces/): eip155, solana and bip122 so far.
  const unsupported = networks.filter((n) => !ADAPTED_NAMESPACES.includes(n.chainNamespace))
  if (unsupported.length > 0)
    throw new Error(
      `Foyer has no adapter yet for the namespace of ${unsupported.map((n) => n.caipNetworkId).join(', ')}: use ${ADAPTED_NAMESPACES.join(' or ')} networks`,
    )
  if (options.wagmiConfig) checkWagmiChains(options.wagmiConfig, evmChains)
  // On a server rendering the page (SSR) nothing starts: no fetch, no flow; only stores to render.
  const browser = isBrowser()
  const storage = createStorage(options.storage)
  const features = createStore(resolveFeatures(options.features))
  const api =
    options.apiUrl && options.projectId
      ? createApiClient({ baseUrl: options.apiUrl, projectId: options.projectId })
      : undefined
  // Every kit failure is logged at `error`; the logger reports each to the error analytics.
  const logger = reportingLogger(
    createLogger({ level: options.logLevel }),
    createErrorAnalytics({
      api: browser ? api : undefined,
      isSwitchedOn: () => features.get().analytics,
      view: () => router.get().view,
    }),
  )
  const wallets = api
    ? createWalletsStore({ api, chains: directoryChains(networks), options })
    : undefined
  const remoteConfig = startRemoteConfig({
    // On the server the remote features stay the defaults: the page's own client fetches them.
    api: browser ? api : undefined,
    projectId: options.projectId,
    storage,
    logger,
    localFeatures: options.features,
    features,
    origin: globalThis.location?.origin,
  })

  // A tag we do not speak (plain JavaScript) is said, and the browser's language used instead.
  if (options.locale !== undefined && !isLocale(options.locale)) {
    logger.warn(`locale "${String(options.locale)}" is not one of ${LOCALES.join(', ')}`)
  }
  const locale = isLocale(options.locale) ? options.locale : browserLocale()
  const modal = createModal()
  const toasts = createToasts()
  const theme = createStore<ThemeState>({
    themeMode: options.themeMode ?? 'light',
    themeVariables: { ...DEFAULT_THEME_VARIABLES, ...options.themeVariables },
  })
  const router = createRouter({
    isConnected: () => account.get().isConnected,
    onClose: modal.close,
  })

  // Disconnected on the first chain until wagmi is built (or the state a server rendered with).
  const ssr = options.wagmiConfig ? isSsrConfig(options.wagmiConfig) : (options.ssr ?? false)
  // The kit's account and network are the active namespace's (createNamespaces below).
  const account = createStore(DISCONNECTED)
  const network = createStore<NetworkState>(readNetworkState(networks, DISCONNECTED, firstChain.id))
  const evmAccount = createStore(DISCONNECTED)
  const evmNetwork = createStore<NetworkState>(network.get())
  const evmConnections = createStore<{ items: readonly AdapterConnection[] }>({ items: [] })
  const connectors = createConnectorsStore(storage)

  // wagmi, built in its own chunk right away in the browser; every flow that needs it waits.
  const wagmi = foyerWagmi({
    options,
    networks,
    account: evmAccount,
    network: evmNetwork,
    connectorsStore: connectors,
    connections: evmConnections,
    ssr,
    logger,
    start: browser,
    connectors: () => [
      ...(embedded.connector ? [embedded.connector] : []),
      ...(walletConnect.connector ? [walletConnect.connector] : []),
      ...(options.connectors ?? []),
    ],
  })
  const { config } = wagmi

  // The namespaces: wagmi's eip155, and the Wallet Standard's solana and bip122 when the dapp has
  // their networks.
  const adapters: NamespaceAdapter[] = [
    createEip155Adapter({
      networks: networks.filter((n) => n.chainNamespace === 'eip155'),
      runtime: wagmi.runtime,
      account: evmAccount,
      network: evmNetwork,
      connectors,
      connections: evmConnections,
    }),
  ]
  // The Wallet Standard registry, with a WalletConnect session's Solana and Bitcoin accounts;
  // loaded with the first adapter that needs it.
  const sessionWallets = createSessionWallets()
  let registry: Promise<Wallets | undefined> | undefined
  const standardRegistry = () => {
    registry ??= browser
      ? import('@wallet-standard/app').then(({ getWallets }) =>
          sessionWallets.registry(getWallets()),
        )
      : Promise.resolve(undefined)
    return registry
  }
  // The solana and bip122 adapters (their Wallet Standard code) load in their own chunks, and
  // only when the dapp has their networks: at once in the browser, as wagmi.
  const solanaNetworks = networks.filter((n) => n.chainNamespace === 'solana')
  // The embedded wallet's Solana side joins the solana adapter's wallets while signed in.
  const embeddedSolana = offerEmbeddedSolana()
  const solana =
    solanaNetworks.length > 0
      ? lazySolanaAdapter(solanaNetworks, async () => {
          const { createSolanaAdapter } = await import('./namespaces/solana/solanaAdapter')
          return createSolanaAdapter({
            networks: solanaNetworks,
            registry: embeddedSolana.registry(await standardRegistry()),
            memory: standardConnectionMemory(storage, 'solana'),
          })
        })
      : undefined
  if (solana) adapters.push(solana)
  const bip122Networks = networks.filter((n) => n.chainNamespace === 'bip122')
  const bip122 =
    bip122Networks.length > 0
      ? lazyBip122Adapter(bip122Networks, async () => {
          const { createBip122Adapter } = await import('./namespaces/bip122/bip122Adapter')
          return createBip122Adapter({
            networks: bip122Networks,
            registry: await standardRegistry(),
            memory: standardConnectionMemory(storage, 'bip122'),
          })
        })
      : undefined
  if (bip122) adapters.push(bip122)
  if (browser) {
    for (const adapter of [solana, bip122]) {
      adapter?.load?.().catch((error: unknown) => {
        logger.error(`The ${adapter.namespace} adapter failed to load`, String(error))
      })
    }
  }
  const namespaces = createNamespaces({
    adapters,
    initial: networks[0]?.chainNamespace ?? 'eip155',
    account,
    network,
    listed: () =>
      embeddedSolana.listed(
        [...connectors.get().items, ...sessionWallets.row(evmAccount.get())],
        evmAccount.get(),
      ),
    multiWallet: () => features.get().multiWallet,
  })
  const listings = [solana, bip122].flatMap((adapter) =>
    adapter ? [connectors.include(sessionWallets.hide(adapter.connectors))] : [],
  )
  const stopListing = () => {
    for (const stop of listings) stop()
  }

  // The lazy parts: registered with wagmi, loaded on first use.
  const shared = { options, config, router, modal, logger }
  const embedded = embeddedSlot({
    ...shared,
    networks,
    storage,
    toasts,
    theme,
    locale,
    smartSessions: () => features.get().smartSessions,
    solanaNetwork: () => solana?.network.get().caipNetwork,
    // Calls sent together show in Activity (the account data load with the Account view).
    trackCalls: (sent, getStatus) =>
      void Promise.all([accountData.load(), import('./account/trackCalls')])
        .then(([data, { trackCalls }]) => trackCalls(data.pending, getStatus, sent))
        .catch((error: unknown) => logger.error('Calls could not be followed', String(error))),
  })
  const stopOffering = embeddedSolana.follow(embedded.slot)
  const walletConnect = walletConnectSlot({ ...shared, networks, sessionWallets })

  const connectFlow = createConnectFlow({
    connect: namespaces.connect,
    router,
    modal,
    logger,
    timeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  })
  const switchFlow = createSwitchFlow({
    switchNetwork: namespaces.switchNetwork,
    router,
    modal,
    logger,
    isConnected: () => account.get().isConnected,
    onSwitched: (target) => setLastUsedChain(storage, target.caipNetworkId),
  })
  const unwatch = [
    watchAccountTransitions({
      account,
      network,
      router,
      modal,
      connectFlow,
      wallets: namespaces.wallets,
    }),
  ]

  // Sign in with the wallet: a trigger here, the flow loads on the first connection.
  const { apiUrl, projectId } = options
  const siwx = siwxSlot(
    {
      options: options.siwx ?? {},
      apiUrl: apiUrl ?? '',
      projectId: projectId ?? '',
      config,
      account,
      network,
      router,
      modal,
      toasts,
      logger,
      disconnect,
      signMessage: namespaces.signMessage,
    },
    browser && Boolean(options.siwx && apiUrl && projectId),
  )

  function open(view?: ViewName) {
    // A known account being restored (reconnecting) opens as the account it will be.
    const { isConnected, address } = account.get()
    const fallback =
      !isConnected && !address
        ? 'Connect'
        : network.get().isSupported
          ? 'Account'
          : 'UnsupportedChain'
    router.reset(view ?? fallback)
    const lists = wallets?.get().listsStatus
    if (lists === 'idle' || lists === 'error') void wallets?.loadLists()
    modal.open()
  }

  async function disconnect() {
    try {
      await namespaces.disconnect()
    } catch (error) {
      logger.error('Failed to disconnect', String(error))
      toasts.show('error', { code: 'FAILED_TO_DISCONNECT' })
    }
  }

  async function pay(request: PayRequest): Promise<`0x${string}`> {
    if (!features.get().pay) throw new FoyerError('PAY_DISABLED')
    if (!account.get().address) throw new FoyerError('PAY_NOT_CONNECTED')
    const data = await accountData.load()
    const paid = data.pay.start(request)
    open('Pay')
    // Closing the modal before the payment is sent cancels it (its promise rejects).
    const stop = modal.subscribe((state) => {
      if (!state.open) data.pay.cancel()
    })
    return paid.finally(stop)
  }

  const legalConsent = createStore({ accepted: false })
  const accountData = accountDataSlot({
    api,
    currency: options.currency,
    locale,
    canBuy: () => features.get().onramp,
    solana: () => solana,
    config,
    account,
    network,
    router,
    modal,
    toasts,
    logger,
  })

  const signIn = createSignIn({
    router,
    modal,
    logger,
    toasts,
    connectFlow,
    embedded: embedded.slot,
    walletConnect: walletConnect.slot,
    consented: () => !features.get().legalCheckbox || legalConsent.get().accepted,
    isConnected: () => account.get().isConnected,
  })

  return {
    wagmi: wagmi.wagmi,
    ssr,
    networks,
    features: { get: features.get, subscribe: features.subscribe },
    remoteConfig: { get: remoteConfig.get, subscribe: remoteConfig.subscribe },
    wallets,
    customWallets: options.customWallets ?? [],
    legalUrls: { terms: options.termsConditionsUrl, privacy: options.privacyPolicyUrl },
    legalConsent,
    projectId: options.projectId,
    apiUrl: options.apiUrl,
    metadata: options.metadata,
    locale,
    serverLocale: isLocale(options.locale) ? options.locale : 'en',
    storage,
    logger,
    router,
    modal,
    toasts,
    theme,
    account: { get: account.get, subscribe: account.subscribe },
    network: { get: network.get, subscribe: network.subscribe },
    connectors: { get: connectors.get, subscribe: connectors.subscribe },
    namespaces,
    profileWallets: namespaces.wallets,
    switchWallet: namespaces.switchWallet,
    async disconnectWallet(id: string) {
      try {
        await namespaces.disconnectWallet(id)
      } catch (error) {
        logger.error('Failed to disconnect', String(error))
        toasts.show('error', { code: 'FAILED_TO_DISCONNECT' })
      }
    },
    signIn,
    switching: switchFlow,
    open,
    close: modal.close,
    disconnect,
    switchNetwork: switchFlow.switchNetwork,
    pay,
    embedded: embedded.slot,
    walletConnect: walletConnect.slot,
    accountData,
    siwx,
    hydrate: wagmi.hydrate,
    // The lazy connectors load their part when this device used it (isAuthorized); a Solana or
    // Bitcoin wallet connected before the reload is asked again without a prompt. A restore that
    // fails (its code did not load) is logged: the EVM reconnect still resolves.
    reconnect: async () => {
      await Promise.all([
        wagmi.reconnect(),
        solana?.restore().catch((error: unknown) => {
          logger.error('The Solana wallet could not be restored', String(error))
        }),
        bip122?.restore().catch((error: unknown) => {
          logger.error('The Bitcoin wallet could not be restored', String(error))
        }),
      ])
    },
    destroy() {
      for (const stop of unwatch) stop()
      siwx.stop()
      stopListing()
      stopOffering()
      walletConnect.slot.get().value?.stop()
      namespaces.release()
      solana?.release()
      bip122?.release()
      wagmi.release()
    },
  }
}
