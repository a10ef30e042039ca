import { z } from 'zod'
import { EMAIL_LOGIN_ACTIONS } from '../frame/frameEvents'
import { OTP_LENGTH } from './authLimits'

/** An email address, trimmed and lowercased (one account per address, whatever its case). */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'expected a valid email address' }))
  .transform((value) => value.toLowerCase())

/**
 * The frame's id for this device: a random value it keeps in its own storage (16 to 128 of
 * A-Z a-z 0-9 _ -). It identifies an approved device, so the frame must keep it secret.
 */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected 16 to 128 characters of A-Z, a-z, 0-9, _ or -')

/** A mailed code: exactly OTP_LENGTH digits. */
export const otpSchema = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `expected a ${OTP_LENGTH}-digit code`)

/** What `POST /auth/v1/email/connect` answers: the frame's email login actions (docs/product.md#email-sign-in). */
export const CONNECT_ACTIONS = EMAIL_LOGIN_ACTIONS
export type ConnectAction = (typeof CONNECT_ACTIONS)[number]

/** `POST /auth/v1/email/connect` */
export const connectEmailRequestSchema = z.object({ email: emailSchema, deviceId: deviceIdSchema })
export type ConnectEmailRequest = z.input<typeof connectEmailRequestSchema>
export const connectEmailResponseSchema = z.object({ action: z.enum(CONNECT_ACTIONS) })
export type ConnectEmailResponse = z.infer<typeof connectEmailResponseSchema>

/** `POST /auth/v1/email/otp` */
export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  deviceId: deviceIdSchema,
  otp: otpSchema,
})
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>

/**
 * A signed-in user. `email` is `null` for a user who signed in with a provider that gave no
 * verified email (x, or an address the provider did not confirm).
 */
export const authUserSchema = z.object({ id: z.string(), email: z.string().nullable() })
export type AuthUser = z.infer<typeof authUserSchema>

/** A new session: `token` goes in `Authorization: Bearer <token>`; `expiresAt` is ISO 8601. */
export const sessionGrantSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: authUserSchema,
})
export type SessionGrant = z.infer<typeof sessionGrantSchema>

/**
 * What `POST /auth/v1/email/otp` answers: a session grant, or, for a known user on a device they
 * never approved, `{action: 'VERIFY_DEVICE'}` (an approval link was mailed; wait for it with
 * `POST /auth/v1/device/wait`).
 */
export const verifyOtpResponseSchema = z.union([
  sessionGrantSchema,
  z.object({ action: z.literal('VERIFY_DEVICE') }),
])
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>

/** `POST /auth/v1/device/wait` */
export const deviceWaitRequestSchema = connectEmailRequestSchema
export type DeviceWaitRequest = ConnectEmailRequest
export const deviceWaitResponseSchema = z.discriminatedUnion('approved', [
  z.object({ approved: z.literal(false) }),
  sessionGrantSchema.extend({ approved: z.literal(true) }),
])
export type DeviceWaitResponse = z.infer<typeof deviceWaitResponseSchema>

/** `GET /auth/v1/session` */
export const sessionStatusSchema = z.object({
  isConnected: z.boolean(),
  user: authUserSchema.optional(),
})
export type SessionStatus = z.infer<typeof sessionStatusSchema>

/** `POST /auth/v1/email/update` */
export const updateEmailRequestSchema = z.object({ newEmail: emailSchema })
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>
export const updateEmailResponseSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })

/** `POST /auth/v1/email/update/primary` and `/secondary` */
export const updateEmailOtpRequestSchema = z.object({ otp: otpSchema })
export type UpdateEmailOtpRequest = z.input<typeof updateEmailOtpRequestSchema>
export const updateEmailPrimaryResponseSchema = z.object({
  action: z.literal('VERIFY_SECONDARY_OTP'),
})
export const updateEmailSecondaryResponseSchema = z.object({ newEmail: z.string() })
