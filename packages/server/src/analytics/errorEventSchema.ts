import { z } from 'zod'

/**
 * A `POST /e` body (docs/product.md#http-api "event fields"): string `type` and `event`, an optional
 * `properties` object; other top-level fields (ids, timestamps, URLs) are kept as sent.
 */
export const errorEventSchema = z.looseObject({
  type: z.string().min(1).max(128),
  event: z.string().min(1).max(128),
  properties: z.record(z.string(), z.unknown()).optional(),
})
export type ErrorEvent = z.infer<typeof errorEventSchema>
