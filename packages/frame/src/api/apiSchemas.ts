import { EMAIL_LOGIN_ACTIONS } from '@foyer/protocol'
import { z } from 'zod'

export const apiUserSchema = z.object({ id: z.string().min(1), email: z.string() })
export type ApiUser = z.infer<typeof apiUserSchema>

export const sessionSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.union([z.string(), z.number()]),
  user: apiUserSchema,
})
export type Session = z.infer<typeof sessionSchema>

export const connectEmailResponseSchema = z.object({ action: z.enum(EMAIL_LOGIN_ACTIONS) })
export const deviceWaitResponseSchema = z.union([
  z.object({ approved: z.literal(false) }),
  sessionSchema.extend({ approved: z.literal(true) }),
])
export type DeviceWaitResponse = z.infer<typeof deviceWaitResponseSchema>
export const sessionStatusSchema = z.object({
  isConnected: z.boolean(),
  user: apiUserSchema.optional(),
})
export type SessionStatus = z.infer<typeof sessionStatusSchema>
export const updateEmailResponseSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export const updateEmailPrimaryResponseSchema = z.object({
  action: z.literal('VERIFY_SECONDARY_OTP'),
})
export const updateEmailSecondaryResponseSchema = z.object({ newEmail: z.string() })
export const authShareResponseSchema = z.object({ address: z.string(), authShare: z.string() })
export type AuthShareResponse = z.infer<typeof authShareResponseSchema>
