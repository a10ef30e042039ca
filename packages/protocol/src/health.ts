import { z } from 'zod'

const latencyMs = z.number().nonnegative()

/** The database answered a trivial query, or why it did not. */
export const databaseHealthSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), latencyMs }),
  z.object({ ok: z.literal(false), latencyMs, error: z.string().min(1) }),
])
export type DatabaseHealth = z.infer<typeof databaseHealthSchema>

const chainTarget = { chainId: z.number().int().positive(), rpcUrl: z.string().min(1) }

/** A configured chain answered JSON-RPC with the expected chain id, or why it did not. */
export const chainHealthSchema = z.discriminatedUnion('ok', [
  z.object({
    ...chainTarget,
    ok: z.literal(true),
    blockNumber: z.number().int().nonnegative(),
    latencyMs,
  }),
  z.object({ ...chainTarget, ok: z.literal(false), latencyMs, error: z.string().min(1) }),
])
export type ChainHealth = z.infer<typeof chainHealthSchema>

/** Redis (REDIS_URL: the relay's bus and the shared limits) answered PING, or why not. */
export const redisHealthSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), latencyMs }),
  z.object({ ok: z.literal(false), latencyMs, error: z.string().min(1) }),
])
export type RedisHealth = z.infer<typeof redisHealthSchema>

export const HEALTH_STATUSES = ['ok', 'degraded'] as const

/**
 * `GET /health`: 200 with status `ok` when every check passed, 503 with status `degraded` and
 * the failing checks' `error` otherwise. `redis` is there only when the server has REDIS_URL.
 */
export const healthResponseSchema = z
  .object({
    status: z.enum(HEALTH_STATUSES),
    checks: z.object({
      database: databaseHealthSchema,
      chains: z.array(chainHealthSchema),
      redis: redisHealthSchema.optional(),
    }),
  })
  .refine(
    ({ status, checks }) =>
      (status === 'ok') ===
      (checks.database.ok &&
        checks.chains.every((chain) => chain.ok) &&
        (checks.redis?.ok ?? true)),
    'status must be ok exactly when every check is ok',
  )
export type HealthResponse = z.infer<typeof healthResponseSchema>
export type HealthStatus = HealthResponse['status']
