import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../remoteFeatures'
import { deviceIdSchema, sessionGrantSchema } from './emailAuthSchemas'

/** Where a provider sends the visitor back: this page on the frame's origin (`FRAME_ORIGIN`). */
export const SOCIAL_CALLBACK_PATH = '/social-callback.html'

/**
 * Where a provider that answers by form POST (apple, `response_mode=form_post`) returns the
 * visitor: this API path, which sends the browser on (303) to SOCIAL_CALLBACK_PATH on the frame's
 * origin with the same `state` and `code` (or `error`) in the query.
 */
export const SOCIAL_FORM_CALLBACK_PATH = '/auth/v1/social/form-callback'

/** The largest form body SOCIAL_FORM_CALLBACK_PATH reads (apple's `code`, `state`, `user`). */
export const SOCIAL_FORM_CALLBACK_MAX_BYTES = 16 * 1024

/** Seconds a started social sign-in (its state, nonce and PKCE verifier) stays usable. */
export const SOCIAL_LOGIN_TTL_SECONDS = 10 * 60

/** The product’s message when no authorization URL can be made (docs/product.md#errors). */
export const SOCIAL_INITIATE_FAILED = 'Failed to initiate social connection'

/** The product’s message when a connection fails (docs/product.md#errors). */
export const SOCIAL_CONNECT_FAILED = 'Failed to connect'

/**
 * The longest user name a social or Farcaster sign-in keeps (UTF-16 code units): the server
 * trims and cuts a provider's name to it, and the session grant refuses a longer one.
 */
export const SOCIAL_USERNAME_MAX_LENGTH = 64

/** The provider's user name in a session grant: null when the provider gave none. */
export const socialUsernameSchema = z.string().max(SOCIAL_USERNAME_MAX_LENGTH).nullable()

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
export const socialStateSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'expected the state of a started sign-in')

/**
 * `POST /auth/v1/social/callback`: what the provider appended to the callback page's URL, with the
 * device that started the sign-in: a `code`, or the provider's `error` (e.g. `access_denied`).
 */
export const socialCallbackRequestSchema = z.union([
  z.object({
    state: socialStateSchema,
    deviceId: deviceIdSchema,
    code: z.string().min(1).max(4096),
  }),
  z.object({
    state: socialStateSchema,
    deviceId: deviceIdSchema,
    error: z.string().min(1).max(256),
    errorDescription: z.string().max(1024).optional(),
  }),
])
export type SocialCallbackRequest = z.input<typeof socialCallbackRequestSchema>

/**
 * What a provider POSTs to SOCIAL_FORM_CALLBACK_PATH (`application/x-www-form-urlencoded`, OAuth's
 * own field names): the `state` and a `code`, or an `error`. Other fields (apple's `user`) are
 * not read.
 */
export const socialFormCallbackSchema = z.union([
  z.object({
    state: socialStateSchema,
    error: z.string().min(1).max(256),
    error_description: z.string().max(1024).optional(),
  }),
  z.object({ state: socialStateSchema, code: z.string().min(1).max(4096) }),
])
export type SocialFormCallback = z.input<typeof socialFormCallbackSchema>

/**
 * A social sign-in's session: like email's, with the provider and the provider's user name; the
 * user's email is `null` when the provider gave no verified one.
 */
export const socialSessionGrantSchema = sessionGrantSchema.extend({
  provider: socialProviderSchema,
  username: socialUsernameSchema,
})
export type SocialSessionGrant = z.infer<typeof socialSessionGrantSchema>
