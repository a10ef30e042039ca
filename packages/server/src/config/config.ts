import type { SocialCredentialsMap } from '../auth/social/readSocialCredentials'
import type { RelayLimits } from '../relay/relayLimits'
import type { ConfiguredChain } from './applyChainsFile'
import type { ConfiguredSolanaChain } from './parseSolanaRpcUrls'
import type { TrustProxy } from './parseTrustProxy'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export interface Config {
  /** The port the API listens on (API_PORT). */
  apiPort: number
  /** The address the API (and in production the frame page) listens on (LISTEN_HOST, default 127.0.0.1). */
  listenHost: string
  /** The port `foyer serve` serves the built frame page on (FRAME_PORT, default 8788). */
  framePort: number
  /** FRAME_DIR: the built frame page `foyer serve` serves; unset: `frame/` beside the server's build. */
  frameDir: string | undefined
  /** NODE_ID: sent as `X-Foyer-Node` on every answer, to tell the nodes behind a proxy apart; unset: no header. */
  nodeId: string | undefined
  /** The one origin the auth and wallet routes answer (the frame's); sessions are bound to it. */
  frameOrigin: string
  /** Base URL of this API as a browser reaches it: mailed device-approval links point here. */
  publicApiUrl: string
  /** `smtp://user:pass@host:port`; unset: the dev mailbox (stored, printed, /dev/mailbox). */
  smtpUrl: string | undefined
  /**
   * `npm start`'s dev stack (FOYER_DEV_MODE=true): the dev project, `/dev/*` (deployments, the
   * dev mailbox). Never on otherwise: the dev mailbox would hand out login codes.
   */
  devMode: boolean
  /** The From of every mail. */
  mailFrom: string
  /** 32-byte AES keys of the wallet shares; unset: generated once into DATA_DIR/keys. */
  authShareKey: Buffer | undefined
  recoveryKey: Buffer | undefined
  /**
   * CHAIN_RPC_URLS, with the token lists (and extra chains) of CHAINS_FILE and the bundlers of
   * CHAIN_BUNDLER_URLS.
   */
  chains: ConfiguredChain[]
  /** SOLANA_RPC_URLS: the Solana chains the chain data API serves (default: the dev SVM). */
  solanaChains: ConfiguredSolanaChain[]
  /** NAMES_ZONE: account names are `label.<zone>` (default foyer.id). */
  namesZone: string
  /**
   * NAMES_GATEWAY_SIGNER_KEY: the private key that signs the names CCIP-read gateway's answers
   * (offchain resolvers trust its address); unset: the public dev key in dev mode, else no gateway.
   */
  namesGatewaySignerKey: `0x${string}` | undefined
  /**
   * PAYMASTER_SIGNER_KEY: the private key FoyerPaymaster's signer holds; the API signs sponsored
   * operations with it. Unset: the public dev key in dev mode, else no paymaster.
   */
  paymasterSignerKey: `0x${string}` | undefined
  /**
   * RELAYER_KEY: the private key of a funded account the API sends owner-signed session
   * revocations with (it pays their gas, nothing else). Unset: the public dev key in dev mode,
   * else no relayer.
   */
  relayerKey: `0x${string}` | undefined
  /** Buying crypto (onramp/; docs/deploy.md#on-ramp). */
  onramp: OnrampConfig
  /**
   * SWAP_AGGREGATOR_URL and SWAP_AGGREGATOR_KEY: a swap aggregator of the 0x Swap API v2 kind
   * beside the built-in router provider (swap/aggregator/); unset: none.
   */
  swapAggregator: { url: string; apiKey: string } | undefined
  dataDir: string
  deploymentsFile: string
  database: DatabaseConfig
  logLevel: LogLevel
  /** Origins `/health` and `/dev/*` answer with CORS headers; the dev project allows them too. */
  demoOrigins: string[]
  /** Requests per minute per project and client IP on project routes; 0 turns the limit off. */
  rateLimitPerMinute: number
  /** `isAnalyticsEnabled` of projects whose operator did not switch analytics on or off. */
  analyticsEnabled: boolean
  /** Which proxies may set X-Forwarded-For (the client IP the limits count by). */
  trustProxy: TrustProxy
  /**
   * `redis://…`: the relay nodes share subscriptions and publications through Redis pub/sub;
   * unset: one process, in-process pub/sub.
   */
  redisUrl: string | undefined
  /** What one client of the WalletConnect relay (`/relay`) may do. */
  relayLimits: RelayLimits
  /** SOCIAL_<PROVIDER>_CLIENT_ID/SECRET: the operator's OAuth clients (else the dev provider). */
  social: SocialCredentialsMap
  /** SOCIAL_SECRET_KEY: seals projects' OAuth client secrets; unset: DATA_DIR/keys/social-secret.key. */
  socialSecretKey: Buffer | undefined
  /**
   * AUTH_HASH_KEY: the HMAC key of stored login codes, approval tokens, device ids and attempt
   * counters (never in the database); unset: DATA_DIR/keys/auth-hash.key (dev only).
   */
  authHashKey: Buffer | undefined
  /**
   * Farcaster sign-in. `relayUrl` (FARCASTER_RELAY_URL, e.g. https://relay.farcaster.xyz): the
   * Farcaster auth relay; unset: our own relay on this server (`/farcaster/relay`).
   * `relayAuthKey` (FARCASTER_RELAY_AUTH_KEY): the key a Farcaster app completes channels of our
   * relay with; unset: only the dev signer can. `idRegistryRpcUrl`
   * (FARCASTER_ID_REGISTRY_RPC_URL): an OP Mainnet node to read fid custody from the IdRegistry
   * (`idRegistryAddress`, FARCASTER_ID_REGISTRY_ADDRESS); unset: the dev registry of the test
   * signer's users in dev mode, else Farcaster sign-in is off.
   */
  /**
   * Custodial email recovery (opt-in, off by default): the custodian process (`foyer custodian`)
   * at CUSTODIAN_URL, called with CUSTODIAN_TOKEN; unset: off (docs/security.md).
   */
  custodian: { url: string; token: string } | undefined
  farcaster: {
    relayUrl: string | undefined
    relayAuthKey: string | undefined
    idRegistryRpcUrl: string | undefined
    idRegistryAddress: `0x${string}` | undefined
  }
}

export interface OnrampConfig {
  /** ONRAMP_SANDBOX: the sandbox provider and its payment page; default: on in dev mode only. */
  sandbox: boolean
  /**
   * ONRAMP_SANDBOX_KEY: the funded account the sandbox delivers bought tokens from. Unset: the
   * public dev key in dev mode, else the sandbox cannot deliver (and is not offered).
   */
  sandboxKey: `0x${string}` | undefined
  /** MOONPAY_API_KEY and MOONPAY_SECRET_KEY (both, or MoonPay is not offered). */
  moonpay: { apiKey: string; secretKey: string } | undefined
  /** RAMP_HOST_API_KEY (Ramp Network is offered with it). */
  ramp: { hostApiKey: string } | undefined
  /** ONRAMP_RESTRICTED_TIMEZONES: refused timezones; empty: off (the default). */
  restrictedTimezones: readonly string[]
}
