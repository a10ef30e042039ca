import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { redactPassword } from '../config/redactPassword'

/** Every limit counter in Redis starts with this (the relay's pub/sub uses `foyer:relay:`). */
export const LIMIT_KEY_PREFIX = 'foyer:limit:'
/** A limit command that takes longer fails open (the in-process counter decides). */
export const LIMIT_COMMAND_TIMEOUT_MS = 500
/** At most one "counting in this process" warning per this many milliseconds. */
const WARN_EVERY_MS = 60_000

/**
 * The Redis connection that the HTTP and relay limits count in (REDIS_URL), shared by every limit
 * of one node. Commands never queue while Redis is unreachable: they fail at once and each limit
 * falls back to its in-process counter (`failOpen`), so a Redis outage never turns a visitor away
 * with a 5xx, and never locks everyone out; each node then allows its own budget until Redis is
 * back (ioredis reconnects by itself).
 */
export interface LimitsRedis {
  redis: Redis
  /** Logs, at most once a minute, that limits count in this process because of `error`. */
  failOpen(error: unknown): void
  close(): Promise<void>
}

/**
 * Connects to REDIS_URL for the limits; rejects, naming REDIS_URL without its password, when Redis
 * cannot be reached at start (the relay's bus refuses to start then too).
 */
export async function connectLimitsRedis(
  url: string,
  log: FastifyBaseLogger,
  { connectTimeoutMs = 5_000 }: { connectTimeoutMs?: number } = {},
): Promise<LimitsRedis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    commandTimeout: LIMIT_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  })
  let started = false
  let firstError: Error | undefined
  let lastWarning = Number.NEGATIVE_INFINITY
  const failOpen = (error: unknown) => {
    const at = Date.now()
    if (at - lastWarning < WARN_EVERY_MS) return
    lastWarning = at
    log.warn(
      { err: error },
      'limits: Redis (REDIS_URL) did not answer; counting in this process until it does',
    )
  }
  redis.on('error', (error: Error) => {
    if (started) failOpen(error)
    else firstError ??= error
  })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    const cause = firstError ?? (error as Error)
    throw new Error(
      `Could not connect to Redis at ${redactPassword(url)} (REDIS_URL): ${cause.message}`,
      { cause },
    )
  }
  started = true
  return {
    redis,
    failOpen,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/**
 * A limit's key as stored in Redis: the client part (an address, a relay identity) hashed, so
 * Redis never holds a raw IP address; keys expire with their window.
 */
export function limitKey(kind: string, client: string): string {
  const digest = createHash('sha256').update(client).digest('base64url').slice(0, 22)
  return `${LIMIT_KEY_PREFIX}${kind}:${digest}`
}
