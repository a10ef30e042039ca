import { isIP } from 'node:net'
import { DEFAULT_NAMES_ZONE, DEFAULT_RESTRICTED_TIMEZONES } from '@foyer/protocol'
import { z } from 'zod'
import {
  DEFAULT_RELAY_MAX_MESSAGE_BYTES,
  DEFAULT_RELAY_MAX_SUBSCRIPTIONS,
  DEFAULT_RELAY_PUBLISHES_PER_SECOND,
} from '../relay/relayLimits'
import { LOG_LEVELS } from './config'
import { parseChainRpcUrls, parseChainUrls } from './parseChainRpcUrls'
import { DEFAULT_SOLANA_RPC_URLS, parseSolanaRpcUrls } from './parseSolanaRpcUrls'
import { parseTrustProxy } from './parseTrustProxy'

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

/** A relay quota or backpressure setting: a whole number, at least 1; unset: the relay's default. */
const relaySetting = (what: string) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number of ${what}, at least 1`)
    .transform(Number)
    .refine(
      (value) => value >= 1 && Number.isSafeInteger(value),
      `expected a whole number of ${what}, at least 1`,
    )
    .optional()

/**
 * The server's environment variables. DEMO_PORT and FRAME_PORT only give the default demo origins
 * and frame origin here; the start script reads the ports it serves itself (scripts/start).
 */
export const envSchema = z.object({
  API_PORT: port(8787),
  DEMO_PORT: port(5173),
  FRAME_PORT: port(8788),
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
  AUTH_HASH_KEY: fromParser(parseHashKey).optional(),
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
  // The key FoyerPaymaster's signer holds: the API signs sponsored operations with it.
  PAYMASTER_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a private key: 0x and 64 hex digits')
    .transform((value) => value as `0x${string}`)
    .optional(),
  // A funded account's key: the API sends owner-signed session revocations with it (gas only).
  RELAYER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a private key: 0x and 64 hex digits')
    .transform((value) => value as `0x${string}`)
    .optional(),
  // On-ramp (onramp/): the sandbox provider (default: on in dev mode only) and the key it
  // delivers from; real providers' keys (a provider without its keys is not offered); the
  // restricted timezones (`default`: the product's list; or IANA names, comma-separated).
  ONRAMP_SANDBOX: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .transform((value) => value === 'true')
    .optional(),
  ONRAMP_SANDBOX_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a private key: 0x and 64 hex digits')
    .transform((value) => value as `0x${string}`)
    .optional(),
  MOONPAY_API_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'expected pk_test_… or pk_live_…')
    .optional(),
  MOONPAY_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'expected sk_test_… or sk_live_…')
    .optional(),
  RAMP_HOST_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'expected the host API key Ramp gave you')
    .optional(),
  ONRAMP_RESTRICTED_TIMEZONES: fromParser(parseTimezones).optional(),
  // Swap (swap/): an aggregator of the 0x Swap API v2 kind, its base URL and the operator's key
  // (both, or no aggregator: the built-in router provider alone).
  SWAP_AGGREGATOR_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\//.test(value) && URL.canParse(value),
      'expected the aggregator API’s http(s) base URL, such as https://api.0x.org',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  SWAP_AGGREGATOR_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{1,512}$/, 'expected the aggregator’s API key (printable, no spaces)')
    .optional(),
  CHAIN_RPC_URLS: fromParser(parseChainRpcUrls).default(parseChainRpcUrls(DEFAULT_CHAIN_RPC_URLS)),
  CHAINS_FILE: z.string().optional(),
  // The Solana chains, `solana:<genesis hash prefix>=url,…` (default: the dev SVM of npm start).
  SOLANA_RPC_URLS: fromParser(parseSolanaRpcUrls).default(
    parseSolanaRpcUrls(DEFAULT_SOLANA_RPC_URLS),
  ),
  // Each chain's ERC-4337 bundler, `chainId=url,…`; every chain id must be a configured chain
  // (checked in loadConfig, once CHAINS_FILE has added its chains).
  CHAIN_BUNDLER_URLS: fromParser((value) => parseChainUrls(value)).optional(),
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
  // TEST ONLY: lets production mode accept http:// PUBLIC_API_URL and FRAME_ORIGIN on loopback
  // hosts (the deployment test has no TLS); read by productionProblems, refused nowhere else.
  FOYER_TEST_ALLOW_HTTP_LOOPBACK: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .transform((value) => value === 'true')
    .default(false),
  LISTEN_HOST: z
    .string()
    .refine(
      (value) => isIP(value) !== 0 || value === 'localhost',
      'expected an IP address such as 127.0.0.1 or 0.0.0.0',
    )
    .default('127.0.0.1'),
  NODE_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]{1,64}$/,
      'expected up to 64 letters, digits, dots, dashes or underscores',
    )
    .optional(),
  FRAME_DIR: z.string().optional(),
  TRUST_PROXY: fromParser(parseTrustProxy).default(false),
  CUSTODIAN_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/./.test(value) && URL.canParse(value),
      'expected the http(s) URL of the custodian (foyer custodian), such as https://custodian.internal:8790',
    )
    .optional(),
  CUSTODIAN_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'expected printable characters without spaces (openssl rand -hex 32)')
    .optional(),
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
  // Relay quotas and backpressure: unset takes the default of relay/relayLimits.ts.
  RELAY_TTL_CEILING_SECONDS: relaySetting('seconds'),
  RELAY_CLIENT_MAX_STORED_BYTES: relaySetting('bytes'),
  RELAY_CLIENT_MAX_STORED_MESSAGES: relaySetting('messages'),
  RELAY_TOPIC_MAX_STORED_BYTES: relaySetting('bytes'),
  RELAY_TOPIC_MAX_STORED_MESSAGES: relaySetting('messages'),
  RELAY_PROJECT_MAX_STORED_BYTES: relaySetting('bytes'),
  RELAY_PROJECT_MAX_STORED_MESSAGES: relaySetting('messages'),
  RELAY_MAX_SOCKET_BUFFER_BYTES: relaySetting('bytes'),
  RELAY_SLOW_SOCKET_GRACE_SECONDS: relaySetting('seconds'),
  RELAY_TOPIC_MAX_WAITING_BYTES: relaySetting('bytes'),
})

/** Variables never shown in an error. */
export const SECRET_VARS = new Set([
  'AUTH_SHARE_KEY',
  'RECOVERY_KEY',
  'SOCIAL_SECRET_KEY',
  'AUTH_HASH_KEY',
  'FARCASTER_RELAY_AUTH_KEY',
  'NAMES_GATEWAY_SIGNER_KEY',
  'PAYMASTER_SIGNER_KEY',
  'RELAYER_KEY',
  'CUSTODIAN_TOKEN',
  'ONRAMP_SANDBOX_KEY',
  'MOONPAY_SECRET_KEY',
  'SWAP_AGGREGATOR_KEY',
])
/** Variables that may hold a password: shown with it replaced by `***`. */
export const URL_VARS = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'CUSTODIAN_URL'])

/** `default` → the product's list; else IANA timezone names, comma-separated. */
function parseTimezones(value: string): readonly string[] {
  if (value.trim() === 'default') return DEFAULT_RESTRICTED_TIMEZONES
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (
    names.length === 0 ||
    names.some((name) => !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(name))
  ) {
    throw new Error(
      'expected default, or IANA timezone names such as Asia/Shanghai, comma-separated',
    )
  }
  return names
}

/** Base64 (or base64url) of exactly 32 bytes. */
function parseAesKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || key.length !== 32) {
    throw new Error('expected 32 random bytes in base64 (openssl rand -base64 32)')
  }
  return key
}

/** 32 bytes as 64 hex digits, or in base64 (or base64url): the key of the sign-in HMACs. */
function parseHashKey(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  try {
    return parseAesKey(value)
  } catch {
    throw new Error('expected 32 random bytes as 64 hex digits or in base64 (openssl rand -hex 32)')
  }
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
