import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_NAMES_ZONE } from '@foyer/protocol'
import { z } from 'zod'
import {
  readSocialCredentials,
  type SocialCredentialsMap,
} from '../auth/social/readSocialCredentials'
import {
  DEFAULT_RELAY_MAX_MESSAGE_BYTES,
  DEFAULT_RELAY_MAX_SUBSCRIPTIONS,
  DEFAULT_RELAY_PUBLISHES_PER_SECOND,
  type RelayLimits,
} from '../relay/relayLimits'
import { applyChainsFile, type ConfiguredChain } from './applyChainsFile'
import { parseChainRpcUrls } from './parseChainRpcUrls'
import { parseTrustProxy, type TrustProxy } from './parseTrustProxy'
import { readChainsFile } from './readChainsFile'
import { redactPassword } from './redactPassword'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export interface Config {
  apiPort: number
  demoPort: number
  /** Port of the embedded-wallet frame server. */
  framePort: number
  /** Port of the reference WalletConnect wallet page (apps/wallet), which `npm start` serves. */
  walletPort: number
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
  /** CHAIN_RPC_URLS, with the token lists (and extra chains) of CHAINS_FILE. */
  chains: ConfiguredChain[]
  /** NAMES_ZONE: account names are `label.<zone>` (default foyer.id). */
  namesZone: string
  /**
   * NAMES_GATEWAY_SIGNER_KEY: the private key that signs the names CCIP-read gateway's answers
   * (offchain resolvers trust its address); unset: the public dev key in dev mode, else no gateway.
   */
  namesGatewaySignerKey: `0x${string}` | undefined
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
   * Farcaster sign-in. `relayUrl` (FARCASTER_RELAY_URL, e.g. https://relay.farcaster.xyz): the
   * Farcaster auth relay; unset: our own relay on this server (`/farcaster/relay`).
   * `relayAuthKey` (FARCASTER_RELAY_AUTH_KEY): the key a Farcaster app completes channels of our
   * relay with; unset: only the dev signer can. `idRegistryRpcUrl`
   * (FARCASTER_ID_REGISTRY_RPC_URL): an OP Mainnet node to read fid custody from the IdRegistry
   * (`idRegistryAddress`, FARCASTER_ID_REGISTRY_ADDRESS); unset: the dev registry of the test
   * signer's users in dev mode, else Farcaster sign-in is off.
   */
  farcaster: {
    relayUrl: string | undefined
    relayAuthKey: string | undefined
    idRegistryRpcUrl: string | undefined
    idRegistryAddress: `0x${string}` | undefined
  }
}

/** `.data` at the repository root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../.data', import.meta.url))
export const DEFAULT_CHAIN_RPC_URLS = '31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546'

const port = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a port number from 1 to 65535')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 65535, 'expected a port number from 1 to 65535')
    .default(fallback)

const fromParser = <T>(parse: (value: string) => T) =>
  z.string().transform((value, context) => {
    try {
      return parse(value)
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })

const aesKey = fromParser(parseAesKey)

const positiveWholeNumber = (what: string, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number of ${what}, at least 1`)
    .transform(Number)
    .refine(
      (value) => value >= 1 && Number.isSafeInteger(value),
      `expected a whole number of ${what}, at least 1`,
    )
    .default(fallback)

const envSchema = z.object({
  API_PORT: port(8787),
  DEMO_PORT: port(5173),
  FRAME_PORT: port(8788),
  WALLET_PORT: port(5175),
  FRAME_ORIGIN: fromParser(parseOrigin).optional(),
  PUBLIC_API_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/./.test(value) && URL.canParse(value),
      'expected an http(s) URL such as https://api.example.com',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .refine(
      (value) => /^smtps?:\/\/./.test(value) && URL.canParse(value),
      'expected smtp://user:pass@host:port or smtps://…',
    )
    .optional(),
  MAIL_FROM: z.string().default('Foyer <no-reply@foyer.localhost>'),
  AUTH_SHARE_KEY: aesKey.optional(),
  RECOVERY_KEY: aesKey.optional(),
  SOCIAL_SECRET_KEY: aesKey.optional(),
  FARCASTER_RELAY_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/./.test(value) && URL.canParse(value),
      'expected the http(s) URL of a Farcaster auth relay, such as https://relay.farcaster.xyz',
    )
    .optional(),
  FARCASTER_RELAY_AUTH_KEY: z
    .string()
    .min(16, 'expected a random key of at least 16 characters')
    .optional(),
  FARCASTER_ID_REGISTRY_RPC_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/./.test(value) && URL.canParse(value),
      'expected the http(s) URL of an OP Mainnet JSON-RPC node',
    )
    .optional(),
  FARCASTER_ID_REGISTRY_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a contract address (0x and 40 hex digits)')
    .transform((value) => value as `0x${string}`)
    .optional(),
  NAMES_ZONE: fromParser(parseNamesZone).default(DEFAULT_NAMES_ZONE),
  NAMES_GATEWAY_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a private key: 0x and 64 hex digits')
    .transform((value) => value as `0x${string}`)
    .optional(),
  CHAIN_RPC_URLS: fromParser(parseChainRpcUrls).default(parseChainRpcUrls(DEFAULT_CHAIN_RPC_URLS)),
  CHAINS_FILE: z.string().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\/./.test(value) && URL.canParse(value),
      'expected a postgres:// URL (leave it unset for the embedded PGlite database)',
    )
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
    .default('error'),
  DEMO_ORIGINS: fromParser(parseOrigins).optional(),
  RATE_LIMIT_PER_MINUTE: z
    .string()
    .regex(/^\d+$/, 'expected a whole number of requests per minute (0 turns the limit off)')
    .transform(Number)
    .default(600),
  ANALYTICS_ENABLED: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .transform((value) => value === 'true')
    .default(false),
  FOYER_DEV_MODE: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .transform((value) => value === 'true')
    .default(false),
  TRUST_PROXY: fromParser(parseTrustProxy).default(false),
  REDIS_URL: z
    .string()
    .refine(
      (value) => /^rediss?:\/\/./.test(value) && URL.canParse(value),
      'expected redis://[:password@]host[:port][/db] or rediss://… (leave it unset for one process)',
    )
    .optional(),
  RELAY_MAX_MESSAGE_BYTES: positiveWholeNumber('bytes', DEFAULT_RELAY_MAX_MESSAGE_BYTES),
  RELAY_MAX_SUBSCRIPTIONS: positiveWholeNumber('topics', DEFAULT_RELAY_MAX_SUBSCRIPTIONS),
  RELAY_PUBLISHES_PER_SECOND: positiveWholeNumber(
    'messages per second',
    DEFAULT_RELAY_PUBLISHES_PER_SECOND,
  ),
})

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
  let social: SocialCredentialsMap
  try {
    social = readSocialCredentials(env)
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n${(error as Error).message}`)
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
  return {
    apiPort: vars.API_PORT,
    demoPort: vars.DEMO_PORT,
    framePort: vars.FRAME_PORT,
    walletPort: vars.WALLET_PORT,
    frameOrigin: vars.FRAME_ORIGIN ?? `http://wallet.foyer.localhost:${vars.FRAME_PORT}`,
    publicApiUrl: (vars.PUBLIC_API_URL ?? `http://localhost:${vars.API_PORT}`).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    authShareKey: vars.AUTH_SHARE_KEY,
    recoveryKey: vars.RECOVERY_KEY,
    chains,
    namesZone: vars.NAMES_ZONE,
    namesGatewaySignerKey: vars.NAMES_GATEWAY_SIGNER_KEY,
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
    },
    social,
    socialSecretKey: vars.SOCIAL_SECRET_KEY,
    farcaster: {
      relayUrl: vars.FARCASTER_RELAY_URL?.replace(/\/+$/, ''),
      relayAuthKey: vars.FARCASTER_RELAY_AUTH_KEY,
      idRegistryRpcUrl: vars.FARCASTER_ID_REGISTRY_RPC_URL,
      idRegistryAddress: vars.FARCASTER_ID_REGISTRY_ADDRESS,
    },
  }
}

const SECRET_VARS = new Set([
  'AUTH_SHARE_KEY',
  'RECOVERY_KEY',
  'SOCIAL_SECRET_KEY',
  'FARCASTER_RELAY_AUTH_KEY',
  'NAMES_GATEWAY_SIGNER_KEY',
])
/** Variables that may hold a password: shown with it replaced by `***`. */
const URL_VARS = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL'])

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path)
}

/** Base64 (or base64url) of exactly 32 bytes. */
function parseAesKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || key.length !== 32) {
    throw new Error('expected 32 random bytes in base64 (openssl rand -base64 32)')
  }
  return key
}

/** `a,b` → origins; each must be a bare origin such as `https://app.example.com`. */
function parseOrigins(value: string): string[] {
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
  if (origins.length === 0) throw new Error('expected at least one origin')
  return origins.map(parseOrigin)
}

/** A bare origin such as `https://app.example.com`. */
function parseOrigin(origin: string): string {
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
    throw new Error(`"${origin}" is not an origin such as https://app.example.com`)
  }
  return origin
}

/** A names zone: dot-separated lowercase DNS labels such as `foyer.id`. */
function parseNamesZone(value: string): string {
  const zone = value.trim().toLowerCase()
  const label = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/
  if (zone.length > 200 || !zone.split('.').every((part) => label.test(part))) {
    throw new Error('expected a domain such as foyer.id (letters, digits, hyphens and dots)')
  }
  return zone
}
