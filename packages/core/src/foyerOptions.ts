import type { FiatCurrency } from '@foyer/protocol'
import type { CreateConnectorFn } from '@wagmi/core'
import type { DirectoryOptions } from './directory/directoryOptions'
import type { FeaturesInput } from './features/resolveFeatures'
import type { LogLevel } from './logger/createLogger'
import type { Network } from './networks/network'
import type { SiwxOptions } from './siwx/siwxOptions'
import type { ThemeMode, ThemeVariables } from './theme/themeVariables'

/** Dapp metadata (docs/product.md). */
export type DappMetadata = {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}

export type FoyerOptions = DirectoryOptions & {
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
  /** How long ConnectingExternal waits for a wallet before offering a retry. */
  connectTimeoutMs?: number
  /** More wagmi connectors; they are listed as EXTERNAL. */
  connectors?: readonly CreateConnectorFn[]
  /** Where locally kept values live; localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
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
