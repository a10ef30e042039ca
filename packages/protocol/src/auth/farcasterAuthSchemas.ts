import { z } from 'zod'
import { deviceIdSchema, sessionGrantSchema } from './emailAuthSchemas'
import { socialUsernameSchema } from './socialAuthSchemas'

/** The product’s message when a Farcaster sign-in fails (docs/product.md#errors). */
export const FARCASTER_CONNECT_FAILED = 'Failed to connect to farcaster'

/** The identity provider a Farcaster sign-in is recorded under (`social_identities.provider`). */
export const FARCASTER_PROVIDER = 'farcaster'

/** Seconds a started Farcaster sign-in (its relay channel and nonce) stays usable. */
export const FARCASTER_LOGIN_TTL_SECONDS = 10 * 60

/** How long `POST /auth/v1/farcaster/connect` holds a request before answering pending. */
export const FARCASTER_CONNECT_WAIT_SECONDS = 25

/** A relay channel token: ours are 43 base64url characters, the public relay's are UUIDs. */
export const farcasterChannelTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,256}$/, 'expected the channel token of a started Farcaster sign-in')

/** `POST /auth/v1/farcaster/start`: backs GET_FARCASTER_URI. */
export const farcasterStartRequestSchema = z.object({ deviceId: deviceIdSchema })
export type FarcasterStartRequest = z.input<typeof farcasterStartRequestSchema>

/** The link (and QR code) the visitor opens in a Farcaster app, and the channel to wait on. */
export const farcasterStartResponseSchema = z.object({
  url: z.url(),
  channelToken: farcasterChannelTokenSchema,
})
export type FarcasterStartResponse = z.infer<typeof farcasterStartResponseSchema>

/** `POST /auth/v1/farcaster/connect`: backs CONNECT_FARCASTER (a long poll). */
export const farcasterConnectRequestSchema = z.object({
  channelToken: farcasterChannelTokenSchema,
  deviceId: deviceIdSchema,
})
export type FarcasterConnectRequest = z.input<typeof farcasterConnectRequestSchema>

/**
 * A Farcaster sign-in's session, like a social one: the user keyed by provider `farcaster` and
 * the fid; `username` is the Farcaster user name (null when the relay gave none).
 */
export const farcasterSessionGrantSchema = sessionGrantSchema.extend({
  provider: z.literal(FARCASTER_PROVIDER),
  username: socialUsernameSchema,
  fid: z.number().int().positive(),
})
export type FarcasterSessionGrant = z.infer<typeof farcasterSessionGrantSchema>

/** The visitor has not approved yet (poll again), or the completed sign-in's session. */
export const farcasterConnectResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  farcasterSessionGrantSchema.extend({ state: z.literal('completed') }),
])
export type FarcasterConnectResponse = z.infer<typeof farcasterConnectResponseSchema>
