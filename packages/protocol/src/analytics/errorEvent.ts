import { z } from 'zod'

/**
 * A `POST /e` body (docs/product.md, Analytics: "the event's fields"): string `type` and `event`,
 * an optional `properties` object; other top-level fields (ids, timestamps, URLs) are kept as sent.
 * The server takes any such event; the kit sends only a KitErrorEvent.
 */
export const errorEventSchema = z.looseObject({
  type: z.string().min(1).max(128),
  event: z.string().min(1).max(128),
  properties: z.record(z.string(), z.unknown()).optional(),
})
export type ErrorEvent = z.infer<typeof errorEventSchema>

/** `POST /e` answers 202 `{accepted}`: false when the project's analytics is off. */
export const errorEventResponseSchema = z.object({ accepted: z.boolean() })
export type ErrorEventResponse = z.infer<typeof errorEventResponseSchema>

/** The longest `message` the kit sends; longer ones are cut. */
export const KIT_ERROR_MESSAGE_MAX_CHARS = 256

const shortName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/)

/**
 * What the kit tells of one of its errors, and nothing else: no email address, token or key.
 * `code` is a FoyerError's code or an Error's name, `message` the kit's own locale-free words,
 * `view` the modal's view, `method` the request or sign-in method that failed.
 */
export const kitErrorPropertiesSchema = z.strictObject({
  code: shortName.optional(),
  message: z.string().min(1).max(KIT_ERROR_MESSAGE_MAX_CHARS),
  view: shortName.optional(),
  method: shortName.optional(),
  sdkType: z.string().min(1).max(64),
  sdkVersion: z.string().min(1).max(64),
})
export type KitErrorProperties = z.infer<typeof kitErrorPropertiesSchema>

/** The error event the kit sends (an ErrorEvent the server accepts). */
export const kitErrorEventSchema = z.strictObject({
  type: z.literal('error'),
  event: z.literal('ERROR'),
  properties: kitErrorPropertiesSchema,
})
export type KitErrorEvent = z.infer<typeof kitErrorEventSchema>
