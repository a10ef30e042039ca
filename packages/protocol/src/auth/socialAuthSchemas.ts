import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../remoteFeatures'
import { deviceIdSchema, sessionGrantSchema } from './emailAuthSchemas'

/** Where a provider sends the visitor back: this page on the frame's origin (`FRAME_ORIGIN`). */
export const SOCIAL_CALLBACK_PATH = '/social-callback.html'

/** Seconds a started social sign-in (its state, nonce and PKCE verifier) stays usable. */
export const SOCIAL_LOGIN_TTL_SECONDS = 10 * 60

/** The spec's message when no authorization URL can be made (§8). */
export const SOCIAL_INITIATE_FAILED = 'Failed to initiate social connection'

/** The spec's message when a connection fails (§8). */
export const SOCIAL_CONNECT_FAILED = 'Failed to connect'

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS, {
  error: `expected one of ${SOCIAL_PROVIDERS.join(', ')}`,
})

/** `POST /auth/v1/social/start`: backs GET_SOCIAL_REDIRECT_URI. */
export const socialStartRequestSchema = z.object({
  provider: socialProviderSchema,
  deviceId: deviceIdSchema,
})
export type SocialStartRequest = z.input<typeof socialStartRequestSchema>
export const socialStartResponseSchema = z.object({ uri: z.url() })
export type SocialStartResponse = z.infer<typeof socialStartResponseSchema>

/** The `state` of a started sign-in: 43 base64url characters (256 random bits). */
const stateSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'expected the state of a started sign-in')

/**
 * `POST /auth/v1/social/callback`: what the provider appended to the callback page's URL, with the
 * device that started the sign-in: a `code`, or the provider's `error` (e.g. `access_denied`).
 */
export const socialCallbackRequestSchema = z.union([
  z.object({
    state: stateSchema,
    deviceId: deviceIdSchema,
    code: z.string().min(1).max(4096),
  }),
  z.object({
    state: stateSchema,
    deviceId: deviceIdSchema,
    error: z.string().min(1).max(256),
    errorDescription: z.string().max(1024).optional(),
  }),
])
export type SocialCallbackRequest = z.input<typeof socialCallbackRequestSchema>

/**
 * A social sign-in's session: like email's, with the provider and the provider's user name; the
 * user's email is `null` when the provider gave no verified one.
 */
export const socialSessionGrantSchema = sessionGrantSchema.extend({
  user: z.object({ id: z.string(), email: z.string().nullable() }),
  provider: socialProviderSchema,
  username: z.string().nullable(),
})
export type SocialSessionGrant = z.infer<typeof socialSessionGrantSchema>
