import type { FiatCurrency, Locale } from '@foyer/protocol'
import type { Config, CreateConnectorFn } from '@wagmi/core'
import type { DirectoryOptions } from './directory/directoryOptions'
import type { FeaturesInput } from './features/resolveFeatures'
import type { LogLevel } from './logger/createLogger'
import type { Network } from './networks/network'
import type { SiwxOptions } from './siwx/siwxOptions'
import type { StorageBackend } from './storage/safeBackend'
import type { ThemeMode, ThemeVariables } from './theme/themeVariables'

/** Dapp metadata (docs/product.md). */
export type DappMetadata = {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}

/**
 * Which wagmi config Foyer uses: one it builds (the default), or the dapp's own. Only the config
 * Foyer builds takes `ssr` and `wagmiStorage`; a dapp's config carries its own.
 */
export type WagmiConfigOptions =
  | {
      wagmiConfig?: undefined
      /**
       * wagmi's `ssr`: the page is rendered on the server. The connection state is not read from
       * storage when Foyer is created but after hydration (then Foyer reconnects), so the server's
       * HTML and the first client render agree. With `wagmiStorage: cookieStorage` and
       * `cookieToInitialState` a returning visitor's account renders on the server.
       */
      ssr?: boolean
      /**
       * Where wagmi keeps the connection state (the wallet, accounts and chain); `storage` by
       * default. `cookieStorage` lets the server read it (`cookieToInitialState`). Foyer's other
       * values stay in `storage`.
       */
      wagmiStorage?: StorageBackend
    }
  | {
      /**
       * The dapp's own wagmi config (its chains, transports, storage, connectors and `ssr`).
       * Foyer adds its connectors to it: `injected()` when it has none, the embedded wallet,
       * WalletConnect and `connectors`. Its chains must include every eip155 network of
       * `networks`.
       */
      wagmiConfig: Config
      ssr?: undefined
      wagmiStorage?: undefined
    }

export type FoyerOptions = DirectoryOptions &
  WagmiConfigOptions & {
    /**
     * The networks the dapp supports; the first is the default. Records, so that bundles carry only
     * these (`resolveNetworks(ids, knownNetworks)` turns ids into records).
     */
    networks: readonly Network[]
    /** Replace the default RPC URL of a configured network, by chain id (e.g. a local node). */
    rpcUrls?: Readonly<Record<number, string>>
    /** The project on the Foyer server; with `apiUrl` it turns on the directory and remote features. */
    projectId?: string
    /** Base URL of the Foyer server. */
    apiUrl?: string
    /** With the legalCheckbox feature: links the visitor must agree to before connecting. */
    termsConditionsUrl?: string
    privacyPolicyUrl?: string
    metadata?: DappMetadata
    /** The currency of the Account view's balances and the send preview's fee; `usd` by default. */
    currency?: FiatCurrency
    features?: FeaturesInput
    themeMode?: ThemeMode
    themeVariables?: ThemeVariables
    /**
     * The language of the modal, the embedded wallet's frame and its prompts (one of `LOCALES`);
     * by default the browser's (`navigator.languages`, by primary subtag), else English. A page
     * rendered on the server should set it, so the server's HTML and the browser's agree.
     */
    locale?: Locale
    /** How long ConnectingExternal waits for a wallet before offering a retry. */
    connectTimeoutMs?: number
    /** More wagmi connectors; they are listed as EXTERNAL. */
    connectors?: readonly CreateConnectorFn[]
    /** Where locally kept values live; localStorage by default. */
    storage?: StorageBackend
    logLevel?: LogLevel
    /**
     * The embedded wallet (email sign-in): the frame page on its own origin, e.g.
     * `http://wallet.foyer.localhost:8788/`. Needs `apiUrl` and `projectId`.
     */
    embeddedWallet?: { frameUrl: string; enableLogger?: boolean }
    /**
     * Remote wallets by QR code or link. By default they pair through our relay at
     * `{apiUrl as ws}/relay` with `projectId`; set `relayUrl` and `projectId` to use another relay,
     * e.g. the public WalletConnect network (`wss://relay.walletconnect.org` with a WalletConnect
     * cloud project id), which real mobile wallets need. `false` turns remote wallets off.
     */
    walletConnect?: false | { relayUrl?: string; projectId?: string }
    /**
     * Sign in with the wallet (SIWX, EIP-4361): after connecting, the visitor signs a message and
     * the server keeps a session (an httpOnly cookie). Needs `apiUrl` and `projectId`.
     */
    siwx?: SiwxOptions
  }
