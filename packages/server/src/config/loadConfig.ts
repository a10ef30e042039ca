import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  readSocialCredentials,
  type SocialCredentialsMap,
} from '../auth/social/readSocialCredentials'
import { applyBundlerUrls } from './applyBundlerUrls'
import { applyChainsFile, type ConfiguredChain } from './applyChainsFile'
import type { Config } from './config'
import { envSchema, SECRET_VARS, URL_VARS } from './envSchema'
import { readChainsFile } from './readChainsFile'
import { redactPassword } from './redactPassword'

export { type Config, type DatabaseConfig, LOG_LEVELS, type LogLevel } from './config'
export { DEFAULT_CHAIN_RPC_URLS } from './envSchema'

/** `.data` at the repository root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../.data', import.meta.url))

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads the configuration from environment variables. Empty values count as unset. Throws a
 * ConfigError naming every bad variable and its value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      const value = String(present[name])
      const shown = SECRET_VARS.has(name)
        ? '<hidden>'
        : URL_VARS.has(name)
          ? redactPassword(value)
          : value
      return `  ${name}=${JSON.stringify(shown)}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const vars = parsed.data
  if (vars.AUTH_SHARE_KEY && vars.RECOVERY_KEY && vars.AUTH_SHARE_KEY.equals(vars.RECOVERY_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SHARE_KEY and RECOVERY_KEY must be two different keys',
    )
  }
  if (Boolean(vars.CUSTODIAN_URL) !== Boolean(vars.CUSTODIAN_TOKEN)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${vars.CUSTODIAN_URL ? 'CUSTODIAN_TOKEN' : 'CUSTODIAN_URL'}: custodial email recovery needs both CUSTODIAN_URL and CUSTODIAN_TOKEN (or neither: off)`,
    )
  }
  let social: SocialCredentialsMap
  try {
    social = readSocialCredentials(env)
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n${(error as Error).message}`)
  }
  if (Boolean(vars.MOONPAY_API_KEY) !== Boolean(vars.MOONPAY_SECRET_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${vars.MOONPAY_API_KEY ? 'MOONPAY_SECRET_KEY' : 'MOONPAY_API_KEY'}: MoonPay needs both MOONPAY_API_KEY and MOONPAY_SECRET_KEY (or neither: not offered)`,
    )
  }
  if (Boolean(vars.SWAP_AGGREGATOR_URL) !== Boolean(vars.SWAP_AGGREGATOR_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${vars.SWAP_AGGREGATOR_URL ? 'SWAP_AGGREGATOR_KEY' : 'SWAP_AGGREGATOR_URL'}: the swap aggregator needs both SWAP_AGGREGATOR_URL and SWAP_AGGREGATOR_KEY (or neither: no aggregator)`,
    )
  }
  const dataDir = vars.DATA_DIR ? resolvePath(cwd, vars.DATA_DIR) : DEFAULT_DATA_DIR
  let chains: ConfiguredChain[] = vars.CHAIN_RPC_URLS
  if (vars.CHAINS_FILE) {
    try {
      chains = applyChainsFile(chains, readChainsFile(resolvePath(cwd, vars.CHAINS_FILE)))
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  CHAINS_FILE=${JSON.stringify(vars.CHAINS_FILE)}: ${(error as Error).message}`,
      )
    }
  }
  if (vars.CHAIN_BUNDLER_URLS) {
    try {
      chains = applyBundlerUrls(chains, vars.CHAIN_BUNDLER_URLS)
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  CHAIN_BUNDLER_URLS=${JSON.stringify(env.CHAIN_BUNDLER_URLS)}: ${(error as Error).message}`,
      )
    }
  }
  return {
    apiPort: vars.API_PORT,
    listenHost: vars.LISTEN_HOST,
    framePort: vars.FRAME_PORT,
    frameDir: vars.FRAME_DIR ? resolvePath(cwd, vars.FRAME_DIR) : undefined,
    nodeId: vars.NODE_ID,
    frameOrigin: vars.FRAME_ORIGIN ?? `http://wallet.foyer.localhost:${vars.FRAME_PORT}`,
    publicApiUrl: (vars.PUBLIC_API_URL ?? `http://localhost:${vars.API_PORT}`).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    authShareKey: vars.AUTH_SHARE_KEY,
    recoveryKey: vars.RECOVERY_KEY,
    chains,
    solanaChains: vars.SOLANA_RPC_URLS,
    namesZone: vars.NAMES_ZONE,
    namesGatewaySignerKey: vars.NAMES_GATEWAY_SIGNER_KEY,
    paymasterSignerKey: vars.PAYMASTER_SIGNER_KEY,
    relayerKey: vars.RELAYER_KEY,
    onramp: {
      sandbox: vars.ONRAMP_SANDBOX ?? vars.FOYER_DEV_MODE,
      sandboxKey: vars.ONRAMP_SANDBOX_KEY,
      moonpay:
        vars.MOONPAY_API_KEY && vars.MOONPAY_SECRET_KEY
          ? { apiKey: vars.MOONPAY_API_KEY, secretKey: vars.MOONPAY_SECRET_KEY }
          : undefined,
      ramp: vars.RAMP_HOST_API_KEY ? { hostApiKey: vars.RAMP_HOST_API_KEY } : undefined,
      restrictedTimezones: vars.ONRAMP_RESTRICTED_TIMEZONES ?? [],
    },
    swapAggregator:
      vars.SWAP_AGGREGATOR_URL && vars.SWAP_AGGREGATOR_KEY
        ? { url: vars.SWAP_AGGREGATOR_URL, apiKey: vars.SWAP_AGGREGATOR_KEY }
        : undefined,
    dataDir,
    deploymentsFile: join(dataDir, 'deployments.json'),
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    logLevel: vars.LOG_LEVEL,
    demoOrigins: vars.DEMO_ORIGINS ?? [
      `http://foyer.localhost:${vars.DEMO_PORT}`,
      `http://localhost:${vars.DEMO_PORT}`,
    ],
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    analyticsEnabled: vars.ANALYTICS_ENABLED,
    trustProxy: vars.TRUST_PROXY,
    devMode: vars.FOYER_DEV_MODE,
    redisUrl: vars.REDIS_URL,
    relayLimits: {
      maxMessageBytes: vars.RELAY_MAX_MESSAGE_BYTES,
      maxSubscriptionsPerClient: vars.RELAY_MAX_SUBSCRIPTIONS,
      publishesPerSecond: vars.RELAY_PUBLISHES_PER_SECOND,
      ttlCeilingSeconds: vars.RELAY_TTL_CEILING_SECONDS,
      clientMaxStoredBytes: vars.RELAY_CLIENT_MAX_STORED_BYTES,
      clientMaxStoredMessages: vars.RELAY_CLIENT_MAX_STORED_MESSAGES,
      topicMaxStoredBytes: vars.RELAY_TOPIC_MAX_STORED_BYTES,
      topicMaxStoredMessages: vars.RELAY_TOPIC_MAX_STORED_MESSAGES,
      projectMaxStoredBytes: vars.RELAY_PROJECT_MAX_STORED_BYTES,
      projectMaxStoredMessages: vars.RELAY_PROJECT_MAX_STORED_MESSAGES,
      maxSocketBufferBytes: vars.RELAY_MAX_SOCKET_BUFFER_BYTES,
      slowSocketGraceSeconds: vars.RELAY_SLOW_SOCKET_GRACE_SECONDS,
      topicMaxWaitingBytes: vars.RELAY_TOPIC_MAX_WAITING_BYTES,
    },
    social,
    socialSecretKey: vars.SOCIAL_SECRET_KEY,
    authHashKey: vars.AUTH_HASH_KEY,
    custodian:
      vars.CUSTODIAN_URL && vars.CUSTODIAN_TOKEN
        ? { url: vars.CUSTODIAN_URL.replace(/\/+$/, ''), token: vars.CUSTODIAN_TOKEN }
        : undefined,
    farcaster: {
      relayUrl: vars.FARCASTER_RELAY_URL?.replace(/\/+$/, ''),
      relayAuthKey: vars.FARCASTER_RELAY_AUTH_KEY,
      idRegistryRpcUrl: vars.FARCASTER_ID_REGISTRY_RPC_URL,
      idRegistryAddress: vars.FARCASTER_ID_REGISTRY_ADDRESS,
    },
  }
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path)
}
