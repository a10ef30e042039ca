import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import { type ChainNamespace, SOCIAL_CALLBACK_PATH } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { errorEventsRoute } from '../analytics/errorEventsRoute'
import { loadAuthHasher } from '../auth/authHasher'
import { DEVICE_WAIT_SECONDS } from '../auth/authProtocol'
import { authRoutes } from '../auth/authRoutes'
import {
  type FarcasterSignInDeps,
  farcasterAvailable,
  farcasterSignIn,
} from '../auth/farcaster/farcasterSignIn'
import { loadSocialSecretKey } from '../auth/social/loadSocialSecretKey'
import type { DevOidcStandIns } from '../auth/social/resolveSocialProviders'
import { socialProvidersFor } from '../auth/social/socialProvidersFor'
import { socialRoutes } from '../auth/social/socialRoutes'
import { chainClients } from '../chain/chainClients'
import { createChainRegistry } from '../chain/chainRegistry'
import { type ChainRoutesDeps, chainRoutes } from '../chain/chainRoutes'
import { namesIdentitySource } from '../chain/identity/namesIdentitySource'
import { cachedPriceSource } from '../chain/prices/cachedPriceSource'
import { oraclePriceSource } from '../chain/prices/oraclePriceSource'
import { DEFAULT_RPC_POLICY } from '../chain/rpc/rpcPolicy'
import { createSolanaChainRegistry } from '../chain/solana/solanaChainRegistry'
import { custodianStartLines } from '../config/custodianBanner'
import type { Config } from '../config/loadConfig'
import { nodeLocalKeyWarnings } from '../config/nodeLocalKeyWarnings'
import { createCustodianClient } from '../custodian/custodianClient'
import { collectiblesRoutes } from '../dev/collectiblesRoutes'
import { deploymentsRoute } from '../dev/deploymentsRoute'
import { devFundsRoute } from '../dev/devFundsRoute'
import { explorerRoutes } from '../dev/explorer/explorerRoutes'
import { readDeployments } from '../dev/readDeployments'
import { directoryRoutes } from '../directory/directoryRoutes'
import { chainProbe } from '../health/checkChain'
import { healthRoute } from '../health/healthRoute'
import { errorHandlers } from '../http/errorHandlers'
import { forwardedForWarning } from '../http/forwardedForWarning'
import { connectLimitsRedis } from '../http/limitsRedis'
import { nodeIdHeader } from '../http/nodeIdHeader'
import { projectCors } from '../http/projectCors'
import { projectRateLimit } from '../http/projectRateLimit'
import { refuseUnstorableInput } from '../http/refuseUnstorableInput'
import { requireContracts } from '../http/route'
import { sdkParamsHook } from '../http/sdkParamsHook'
import { trustProxyOption } from '../http/trustProxyOption'
import { redisWindowCounter } from '../http/windowCounter'
import { imageRoutes } from '../images/imageRoutes'
import { createMailer } from '../mail/createMailer'
import { mailboxRoutes } from '../mail/mailboxRoutes'
import type { Mailer } from '../mail/mailer'
import { ccipGatewayRoutes } from '../names/ccip/ccipGatewayRoutes'
import { namesGatewaySignerKey } from '../names/ccip/namesGatewaySignerKey'
import { createNameLookup } from '../names/nameLookup'
import { namesRoutes } from '../names/namesRoutes'
import { onrampService } from '../onramp/onrampService'
import type { PurchaseDelivery } from '../onramp/sandbox/deliverPurchase'
import { sandboxTreasuryKey } from '../onramp/sandbox/sandboxTreasuryKey'
import { cachedProjectLookup, PROJECT_CACHE_MS } from '../projects/cachedProjectLookup'
import { relayRoutes } from '../relay/relayRoutes'
import { remoteConfigRoutes } from '../remoteConfig/remoteConfigRoutes'
import { siwxRoutes } from '../siwx/siwxRoutes'
import { paymasterSignerKey } from '../smartAccounts/paymasterSignerKey'
import { relayerKey } from '../smartAccounts/relayerKey'
import { smartAccountRoutes } from '../smartAccounts/smartAccountRoutes'
import type { Database } from '../store/database'
import { swapOffer } from '../swap/swapOffer'
import { swapProviders } from '../swap/swapProviders'
import { swapRoutes } from '../swap/swapRoutes'
import { loadWalletKeys, type WalletKeys } from '../wallet/walletKeys'
import { type WalletRoutesDeps, walletRoutes } from '../wallet/walletRoutes'
import { loadOnce } from './loadOnce'

export interface AppDeps {
  db: Database
  /** Per-check timeout of `GET /health`. */
  healthTimeoutMs?: number
  /** The clock of the error analytics cap (tests move it). */
  now?: () => Date
  /** Where mail goes; default: SMTP when SMTP_URL is set, else the dev mailbox. */
  mailer?: Mailer
  /** How long `POST /auth/v1/device/wait` holds a request (tests shorten it), and its poll step. */
  deviceWaitMs?: number
  devicePollMs?: number
  /** The wallet share keys; default: from the config, else DATA_DIR/keys (loaded on first use). */
  walletKeys?: WalletKeys
  /** How often the relay pings its sockets, and deletes expired messages (tests shorten them). */
  relayPingIntervalMs?: number
  relaySweepIntervalMs?: number
  /**
   * The chain data API's parts (tests replace them): the chain registry (default: config.chains
   * with the deployments file), RPC policy, price source, identity source, balance lifetime.
   */
  chain?: Partial<Omit<ChainRoutesDeps, 'publicApiUrl' | 'now' | 'clients'>>
  /**
   * How long a project read from the database is trusted (PROJECT_CACHE_MS; tests that change a
   * project between requests give 0).
   */
  projectCacheMs?: number
  /** Farcaster sign-in's parts (tests shorten the connect wait, or give another fid registry). */
  farcaster?: Omit<FarcasterSignInDeps, 'db' | 'now' | 'hasher'>
  /** How the sandbox on-ramp sends bought tokens (tests replace it); default: its treasury key. */
  onrampDelivery?: PurchaseDelivery
  /** The namespaces sign-in (SIWX) is served on; default eip155, solana and bip122. */
  siwxNamespaces?: readonly ChainNamespace[]
}

export const HEALTH_TIMEOUT_MS = 2_000

/**
 * The API as a Fastify instance, not listening yet (tests use `app.inject`). Every route comes
 * from its contract in @foyer/protocol (routes/), which gives its access class. Hook order on
 * every request: input no route takes refused (refuseUnstorableInput), projectId/st/sv and the
 * project (sdkParamsHook), CORS for that project, then the rate limit of project routes.
 */
export async function createApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
  })
  nodeIdHeader(app, config.nodeId)
  for (const warning of nodeLocalKeyWarnings(config)) app.log.warn(warning)
  // Printed whatever the log level (tests run silent): the operator must see that it is on.
  for (const line of custodianStartLines(config)) {
    if (config.logLevel !== 'silent') process.stderr.write(`${line}\n`)
  }
  forwardedForWarning(app, { trustProxy: config.trustProxy, logLevel: config.logLevel })
  // With REDIS_URL, the HTTP and relay limits count in Redis: one budget for every node.
  const sharedLimits = config.redisUrl
    ? await connectLimitsRedis(config.redisUrl, app.log)
    : undefined
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.close())
  requireContracts(app)
  errorHandlers(app)
  refuseUnstorableInput(app)
  sdkParamsHook(app, {
    lookup: cachedProjectLookup(deps.db, { ttlMs: deps.projectCacheMs ?? PROJECT_CACHE_MS }),
    ...(sharedLimits
      ? { unknownCounter: redisWindowCounter(sharedLimits, 'unknown-project') }
      : {}),
  })
  await app.register(cors, projectCors(config.demoOrigins, config.frameOrigin))

  const timeoutMs = deps.healthTimeoutMs ?? HEALTH_TIMEOUT_MS
  healthRoute(app, {
    db: deps.db,
    chains: config.chains.map((chain) => chainProbe(chain, timeoutMs)),
    timeoutMs,
    ...(sharedLimits ? { redis: sharedLimits.redis } : {}),
  })
  // Dev helpers exist only in dev mode; the dev mailbox only while no SMTP server is set.
  const registry =
    deps.chain?.registry ??
    createChainRegistry({
      chains: config.chains,
      deployments: () => readDeployments(config.deploymentsFile),
    })
  // One set of viem clients for every reader of the chains (explorer, chain data, names, SIWX).
  const clients = chainClients(deps.chain?.rpcPolicy ?? DEFAULT_RPC_POLICY)
  let devOidc: DevOidcStandIns | undefined
  if (config.devMode) {
    // Imported here: production never loads the dev OpenID provider (nor `oidc-provider`).
    const { devOidcRoutes } = await import('../dev/oidc/devOidcRoutes')
    devOidc = await devOidcRoutes(app, {
      publicApiUrl: config.publicApiUrl,
      redirectUri: `${config.frameOrigin}${SOCIAL_CALLBACK_PATH}`,
    })
    deploymentsRoute(app, { file: config.deploymentsFile })
    devFundsRoute(app, { chains: config.chains, clients })
    explorerRoutes(app, { registry, clients })
    collectiblesRoutes(app, {
      publicApiUrl: config.publicApiUrl,
      chainIds: config.chains.map((chain) => chain.chainId),
    })
  }
  if (config.devMode && !config.smtpUrl) mailboxRoutes(app, { db: deps.db })
  const mailer = deps.mailer ?? createMailer(config, deps.db)
  const now = deps.now ?? (() => new Date())

  // Every route registered from here on is rate limited (per project and client address).
  if (config.rateLimitPerMinute > 0) {
    await app.register(
      rateLimit,
      projectRateLimit(config.rateLimitPerMinute, {
        ...(sharedLimits ? { counter: redisWindowCounter(sharedLimits, 'http') } : {}),
      }),
    )
  }
  const providersFor = socialProvidersFor({
    db: deps.db,
    credentials: config.social,
    devOidc,
    secretKey: loadOnce(() => loadSocialSecretKey(config)),
  })
  // One price source (and its cache) for balances, history and on-ramp quotes.
  const priceSource = deps.chain?.priceSource ?? cachedPriceSource(oraclePriceSource(clients))
  // The money features first: the remote configuration lists what they really serve.
  swapRoutes(app, {
    registry,
    clients,
    providers: swapProviders(clients, {
      aggregator: config.swapAggregator && { ...config.swapAggregator, log: app.log },
    }),
    publicApiUrl: config.publicApiUrl,
    restrictedTimezones: config.onramp.restrictedTimezones,
  })
  const onrampProviders = await onrampService(app, config, {
    db: deps.db,
    registry,
    clients,
    prices: priceSource,
    publicApiUrl: config.publicApiUrl,
    now,
    ...(deps.onrampDelivery ? { deliver: deps.onrampDelivery } : {}),
  })
  remoteConfigRoutes(app, {
    analyticsDefault: config.analyticsEnabled,
    providersFor,
    farcasterAvailable: deps.farcaster?.custody !== undefined || farcasterAvailable(config),
    served: {
      swaps: swapOffer(registry, { aggregator: config.swapAggregator !== undefined }),
      onramp: () =>
        onrampProviders.map(({ id, name, feeRange }) => ({ id, name, feeRange: [...feeRange] })),
    },
    restrictedTimezones: config.onramp.restrictedTimezones,
  })
  errorEventsRoute(app, { db: deps.db, now, analyticsDefault: config.analyticsEnabled })
  // One sign-in hasher for every route that keys the frame's device id (AUTH_HASH_KEY).
  const hasher = loadOnce(() => loadAuthHasher(config))
  await authRoutes(app, {
    db: deps.db,
    mailer,
    now,
    frameOrigin: config.frameOrigin,
    publicApiUrl: config.publicApiUrl,
    deviceWaitMs: deps.deviceWaitMs ?? DEVICE_WAIT_SECONDS * 1000,
    devicePollMs: deps.devicePollMs ?? 1_000,
    hasher,
  })
  await socialRoutes(app, {
    db: deps.db,
    now,
    frameOrigin: config.frameOrigin,
    publicApiUrl: config.publicApiUrl,
    providersFor,
    hasher,
  })
  await farcasterSignIn(app, config, { ...deps.farcaster, db: deps.db, now, hasher })
  const { walletKeys } = deps
  const walletDeps: WalletRoutesDeps = {
    db: deps.db,
    mailer,
    now,
    frameOrigin: config.frameOrigin,
    keys: loadOnce(() => (walletKeys ? Promise.resolve(walletKeys) : loadWalletKeys(config))),
    custodian: config.custodian ? createCustodianClient(config.custodian) : undefined,
  }
  await walletRoutes(app, walletDeps)
  directoryRoutes(app, { db: deps.db })
  imageRoutes(app, { db: deps.db })
  const treasuryKey = config.onramp.sandbox ? sandboxTreasuryKey(config) : undefined
  await chainRoutes(app, {
    identity: namesIdentitySource(deps.db, config.namesZone),
    ...deps.chain,
    priceSource,
    ...(treasuryKey ? { onrampSender: privateKeyToAccount(treasuryKey).address } : {}),
    db: deps.db,
    registry,
    solanaRegistry:
      deps.chain?.solanaRegistry ??
      createSolanaChainRegistry({
        chains: config.solanaChains,
        deployments: () => readDeployments(config.deploymentsFile),
      }),
    clients,
    publicApiUrl: config.publicApiUrl,
    now,
  })
  namesRoutes(app, { db: deps.db, zone: config.namesZone, registry, clients, now })
  await smartAccountRoutes(app, {
    db: deps.db,
    registry,
    clients,
    policy: deps.chain?.rpcPolicy ?? DEFAULT_RPC_POLICY,
    paymasterSignerKey: paymasterSignerKey(config),
    relayerKey: relayerKey(config),
    now,
  })
  // The names' CCIP-read gateway: public (other apps resolve names); only with a signing key.
  const gatewaySignerKey = namesGatewaySignerKey(config)
  if (gatewaySignerKey) {
    ccipGatewayRoutes(app, {
      zone: config.namesZone,
      lookup: createNameLookup(deps.db),
      signerKey: gatewaySignerKey,
    })
  }
  siwxRoutes(app, {
    db: deps.db,
    now,
    publicApiUrl: config.publicApiUrl,
    registry,
    clients,
    namespaces: deps.siwxNamespaces,
  })
  // The relay checks its own project and JWT (a public path for the SDK-params hook): the
  // WalletConnect SDKs send projectId, auth and ua, not st/sv.
  await relayRoutes(app, {
    db: deps.db,
    config,
    now,
    ...(sharedLimits ? { sharedLimits } : {}),
    ...(deps.relayPingIntervalMs ? { pingIntervalMs: deps.relayPingIntervalMs } : {}),
    ...(deps.relaySweepIntervalMs ? { sweepIntervalMs: deps.relaySweepIntervalMs } : {}),
  })
  return app
}
