import { z } from 'zod'

/** A Shamir share as the frame encodes it: base64, base64url or hex, at most 4096 characters. */
export const keyShareSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/_=-]{1,4096}$/, 'expected a base64 or hex encoded share (1 to 4096 chars)')

export const walletAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte hex address')

/** `POST /wallet/v1/shares` */
export const storeSharesRequestSchema = z.object({
  address: walletAddressSchema,
  authShare: keyShareSchema,
  recoveryShare: keyShareSchema,
})
export type StoreSharesRequest = z.infer<typeof storeSharesRequestSchema>
export const storeSharesResponseSchema = z.object({ address: z.string() })

/** `GET /wallet/v1/shares/auth` */
export const authShareResponseSchema = z.object({ address: z.string(), authShare: z.string() })
export type AuthShareResponse = z.infer<typeof authShareResponseSchema>

/**
 * `GET /wallet/v1/shares/recovery`: the recovery share, released once to an approved device that
 * holds no share (new-device recovery); the user is mailed a notice. 404 NO_WALLET, 409
 * RECOVERY_USED (the device stored the wallet or was restored before), 502 MAIL_FAILED.
 */
export const recoveryShareResponseSchema = z.object({
  address: z.string(),
  recoveryShare: z.string(),
})
export type RecoveryShareResponse = z.infer<typeof recoveryShareResponseSchema>
