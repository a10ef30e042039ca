import { z } from 'zod'

/** A project id: 32 hexadecimal characters. */
export const projectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'projectId must be 32 hex characters')

/** Query parameters every client request carries (docs/product.md#http-api). */
export const sdkParamsSchema = z.object({
  projectId: projectIdSchema,
  st: z.string().min(1).max(64),
  sv: z.string().min(1).max(64),
})
export type SdkParams = z.infer<typeof sdkParamsSchema>

export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** The JSON error body of every API failure. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ApiError = z.infer<typeof apiErrorSchema>
