import { z } from 'zod'
import { chainNamespaceSchema } from '../caipSchemas'
import { type ErrorCode, isErrorCode } from '../errors/errorCodes'
import { LOCALES } from '../locale/locales'
import { SOCIAL_PROVIDERS } from '../remoteFeatures'
import {
  ACCOUNT_TYPES,
  APP_EVENT_TYPES,
  APP_MESSAGE_PREFIX,
  type AppEventType,
  EMAIL_LOGIN_ACTIONS,
  FRAME_EVENT_TYPES,
  FRAME_MESSAGE_PREFIX,
  FRAME_PROMPT_KINDS,
} from './frameEvents'

/** A web URL: http or https only (no javascript:, data:, file:). */
const webUrl = () => z.url({ protocol: /^https?$/ })

const chainId = z.union([z.string().min(1).max(100), z.number().int().positive()])
const empty = z.object({}).strict()
const otp = z.object({ otp: z.string().min(1).max(16) }).strict()
const email = z.object({ email: z.email().max(254) }).strict()

/** Payload of each app event. Anything else is rejected, never passed on. */
export const APP_EVENT_PAYLOADS = {
  APP_SWITCH_NETWORK: z.object({ chainId }).strict(),
  CONNECT_EMAIL: email,
  CONNECT_DEVICE: empty,
  CONNECT_OTP: otp,
  CONNECT_SOCIAL: z.object({ uri: webUrl().max(4096), chainId: chainId.optional() }).strict(),
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: z
    .object({ chainId: chainId.optional(), preferredAccountType: z.enum(ACCOUNT_TYPES).optional() })
    .strict(),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }).strict(),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(ACCOUNT_TYPES) }).strict(),
  RPC_REQUEST: z
    .object({
      method: z.string().min(1).max(100),
      params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
      chainId,
      chainNamespace: chainNamespaceSchema,
      rpcUrl: webUrl().max(2048),
    })
    .strict(),
  UPDATE_EMAIL: email,
  UPDATE_EMAIL_PRIMARY_OTP: otp,
  UPDATE_EMAIL_SECONDARY_OTP: otp,
  SYNC_THEME: z
    .object({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.record(z.string().max(64), z.union([z.string().max(200), z.number()])),
    })
    .strict(),
  SYNC_DAPP_DATA: z
    .object({
      projectId: z.string().regex(/^[0-9a-f]{32}$/),
      sdkType: z.string().min(1).max(64),
      sdkVersion: z.string().min(1).max(64),
      metadata: z
        .object({
          name: z.string().max(200),
          description: z.string().max(1000).optional(),
          url: z.string().max(2048).optional(),
          icons: z.array(z.string().max(2048)).max(10).optional(),
        })
        .strict()
        .optional(),
      /** The kit's language: the frame's approval card and prompts speak it. */
      locale: z.enum(LOCALES).optional(),
    })
    .strict(),
  RELOAD: empty,
  RPC_ABORT: empty,
  CONNECT_PASSKEY: z.object({ chainId: chainId.optional() }).strict(),
  PROTECT_WALLET: empty,
  GET_RECOVERY: empty,
  REMOVE_PASSKEY: z.object({ id: z.string().min(1).max(1024) }).strict(),
  EXPORT_KEY: empty,
} satisfies Record<AppEventType, z.ZodType>

export type AppEventPayload<T extends AppEventType> = z.infer<(typeof APP_EVENT_PAYLOADS)[T]>

const embeddedAccount = z.object({ address: z.string(), type: z.enum(ACCOUNT_TYPES) }).strict()

/** The embedded wallet user (docs/product.md). */
export const embeddedUserSchema = z
  .object({
    email: z.string().optional(),
    address: z.string(),
    chainId,
    accounts: z.array(embeddedAccount),
    /** The wallet's Solana account (base58), derived in the frame from the same key shares. */
    solanaAddress: z.string().max(44).optional(),
    userName: z.string().optional(),
    preferredAccountType: z.enum(ACCOUNT_TYPES),
    smartAccountDeployed: z.boolean(),
  })
  .strict()
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>

/**
 * How the signed-in wallet can be opened on a new device: its passkeys (each also signs in) and
 * whether a recovery password is set. Neither: only the device that made the wallet opens it.
 */
export const recoveryStatusSchema = z
  .object({
    passkeys: z
      .array(
        z
          .object({ id: z.string().max(1024), name: z.string().max(200), createdAt: z.string() })
          .strict(),
      )
      .max(20),
    password: z.boolean(),
    /** The operator's custodian can restore this wallet after an email sign-in (custodial). */
    custodial: z.boolean(),
  })
  .strict()
export type RecoveryStatus = z.infer<typeof recoveryStatusSchema>

/** What a `_SUCCESS` reply carries for each app event. */
export const APP_EVENT_RESULTS = {
  APP_SWITCH_NETWORK: z.object({ chainId }).strict(),
  CONNECT_EMAIL: z.object({ action: z.enum(EMAIL_LOGIN_ACTIONS) }).strict(),
  CONNECT_DEVICE: empty,
  // A known user on a device they never approved: the code proved the mailbox, and an approval
  // link follows (VERIFY_DEVICE, then CONNECT_DEVICE), so the first answer is the same for every
  // address (docs/security.md).
  CONNECT_OTP: z.object({ action: z.literal('VERIFY_DEVICE').optional() }).strict(),
  CONNECT_SOCIAL: embeddedUserSchema,
  GET_FARCASTER_URI: z.object({ url: webUrl() }).strict(),
  CONNECT_FARCASTER: embeddedUserSchema,
  GET_USER: embeddedUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: webUrl() }).strict(),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }).strict(),
  GET_CHAIN_ID: z.object({ chainId }).strict(),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z
    .object({ smartAccountEnabledNetworks: z.array(z.number()) })
    .strict(),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }).strict(),
  SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(ACCOUNT_TYPES), address: z.string() }).strict(),
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }).strict(),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }).strict(),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string() }).strict(),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
  RPC_ABORT: empty,
  CONNECT_PASSKEY: embeddedUserSchema,
  PROTECT_WALLET: recoveryStatusSchema,
  GET_RECOVERY: recoveryStatusSchema,
  REMOVE_PASSKEY: recoveryStatusSchema,
  EXPORT_KEY: empty,
} satisfies Record<AppEventType, z.ZodType>

export type AppEventResult<T extends AppEventType> = z.infer<(typeof APP_EVENT_RESULTS)[T]>

const requestId = z.uuid()

/** An app → frame request: `{type: '@foyer-app/CONNECT_EMAIL', id, payload}`. */
export const appMessageSchema = z.discriminatedUnion(
  'type',
  APP_EVENT_TYPES.map((type) =>
    z
      .object({
        type: z.literal(`${APP_MESSAGE_PREFIX}${type}`),
        id: requestId,
        payload: APP_EVENT_PAYLOADS[type],
      })
      .strict(),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
)
export type AppMessage = {
  [T in AppEventType]: {
    type: `${typeof APP_MESSAGE_PREFIX}${T}`
    id: string
    payload: AppEventPayload<T>
  }
}[AppEventType]

/** A frame → app reply: exactly one `_SUCCESS` or `_ERROR` per request id. */
export const frameReplySchema = z
  .object({
    type: z
      .string()
      .regex(new RegExp(`^${FRAME_MESSAGE_PREFIX}(${APP_EVENT_TYPES.join('|')})_(SUCCESS|ERROR)$`)),
    id: requestId,
    payload: z.unknown(),
  })
  .strict()
export type FrameReply = z.infer<typeof frameReplySchema>

/**
 * An error reply's payload: the error's code (the app words it from its locale table; a missing or
 * unknown code is ERROR_OCCURRED), its English message for logs, and a detail from outside (a
 * provider's reason) that a UI may show after its own words.
 */
export const frameErrorPayloadSchema = z
  .object({
    code: z
      .string()
      .max(64)
      .optional()
      .transform((code): ErrorCode => (isErrorCode(code) ? code : 'ERROR_OCCURRED')),
    message: z.string().max(1000).optional(),
    details: z.string().max(500).optional(),
    /** Values of the code's `{name}` placeholders (a limit, a name), at most 8. */
    params: z
      .record(z.string().max(32), z.union([z.string().max(200), z.number()]))
      .refine((params) => Object.keys(params).length <= 8, 'at most 8 params')
      .optional(),
  })
  .strict()
export type FrameErrorPayload = z.input<typeof frameErrorPayloadSchema>

/**
 * What a frame event carries: READY its version, SOCIAL_CALLBACK the callback page's URL,
 * APPROVAL_REQUIRED what the frame asks (`kind`, default `request`).
 */
export const frameEventPayloadSchema = z
  .object({
    version: z.string().max(64).optional(),
    uri: webUrl().max(4096).optional(),
    kind: z.enum(FRAME_PROMPT_KINDS).optional(),
  })
  .strict()
export type FrameEventPayload = z.infer<typeof frameEventPayloadSchema>

/** A frame event: READY (with its version), APPROVAL_REQUIRED, APPROVAL_DONE, SOCIAL_CALLBACK. */
export const frameEventSchema = z
  .object({
    type: z.enum(
      FRAME_EVENT_TYPES.map((type) => `${FRAME_MESSAGE_PREFIX}${type}`) as [string, ...string[]],
    ),
    payload: frameEventPayloadSchema.optional(),
  })
  .strict()
