import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'

/** A coin type (ENSIP-9 / ENSIP-11): a whole number from 0 to 2^32 - 1. */
export const coinTypeSchema = z.number().int().min(0).max(0xffff_ffff)

/** One address of a name: under its coin type in `addresses`. */
export const nameAddressSchema = z.object({
  address: z.string(),
  /** When the address was registered, ISO 8601. */
  created: z.string(),
})

/** `GET /v1/profile/account/{name}`: a registered name (each entry of the reverse list too). */
export const nameRecordSchema = z.object({
  /** The full name, `label.zone`. */
  name: z.string(),
  /** The name's addresses by coin type (decimal string keys). */
  addresses: z.record(z.string(), nameAddressSchema),
  /** Text records (avatar, bio…); empty when it has none. */
  attributes: z.record(z.string(), z.string()),
  /** ISO 8601. */
  created: z.string(),
  updated: z.string(),
})
export type NameRecord = z.infer<typeof nameRecordSchema>

/** `GET /v1/profile/reverse/{address}`: the names of an address, newest first. */
export const reverseNamesResponseSchema = z.array(nameRecordSchema)
export type ReverseNamesResponse = z.infer<typeof reverseNamesResponseSchema>

/** One suggestion: a full name and whether someone holds it already. */
export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>

/** `GET /v1/profile/suggestions/{name}`. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(nameSuggestionSchema),
})
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>

/** `POST /v1/profile/account`: the registration message, signed by `address`. */
export const registerNameRequestSchema = z.object({
  coin_type: coinTypeSchema,
  address: evmAddressSchema,
  /** The registration message (`createNameMessage`), as signed. */
  message: z.string().min(1).max(1_000),
  signature: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/, 'Expected a 0x-prefixed hex signature')
    .max(20_000)
    .transform((value) => value as `0x${string}`),
})
export type RegisterNameRequest = z.input<typeof registerNameRequestSchema>

/**
 * A failure of a name route: the API's usual `{error}` and the `reasons` the product’s clients read
 * (`reasons[0].description`, docs/product.md#names).
 */
export const namesErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  reasons: z.array(z.object({ description: z.string() })),
})
export type NamesError = z.infer<typeof namesErrorSchema>
