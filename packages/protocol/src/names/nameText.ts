import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'
import { coinTypeSchema } from './namesSchemas'

/**
 * The text records (ENSIP-5) a name may carry, each with its longest value in characters:
 * the global keys, and the service keys of common accounts. Other keys are refused.
 * `avatar` and `header` are ENSIP-12 image URIs (NAME_TEXT_URI_SCHEMES).
 */
export const NAME_TEXT_KEYS = {
  avatar: 2048,
  header: 2048,
  description: 1024,
  display: 256,
  email: 254,
  keywords: 512,
  location: 256,
  notice: 1024,
  phone: 64,
  url: 2048,
  'com.discord': 128,
  'com.github': 128,
  'com.reddit': 128,
  'com.twitter': 128,
  'org.telegram': 128,
  'xyz.farcaster': 128,
} as const satisfies Record<string, number>
export type NameTextKey = keyof typeof NAME_TEXT_KEYS

/** How an `avatar` or `header` record may begin (ENSIP-12: a URL, IPFS/Arweave, data, or an NFT). */
export const NAME_TEXT_URI_SCHEMES = [
  'https://',
  'http://',
  'ipfs://',
  'ipns://',
  'ar://',
  'data:image/',
  'eip155:',
] as const

/** Why a text record cannot be set, or undefined when it can. An empty value removes the record. */
export function nameTextProblem(key: string, value: string): string | undefined {
  if (!Object.hasOwn(NAME_TEXT_KEYS, key)) {
    return `The text record "${key}" is not one a name can carry here: ${Object.keys(NAME_TEXT_KEYS).join(', ')}`
  }
  const max = NAME_TEXT_KEYS[key as NameTextKey]
  if (value.length > max) return `The text record "${key}" is longer than ${max} characters`
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value)) {
    return `The text record "${key}" has control characters`
  }
  if (
    (key === 'avatar' || key === 'header') &&
    value !== '' &&
    !NAME_TEXT_URI_SCHEMES.some((scheme) => value.toLowerCase().startsWith(scheme))
  ) {
    return `The text record "${key}" must be an image URI (${NAME_TEXT_URI_SCHEMES.join(', ')})`
  }
  return undefined
}

/**
 * What the name's holder signs to set text records: JSON with these fields, in this order; `text`
 * maps keys to values ('' removes a record). It differs from the registration message by `text`,
 * so neither can stand for the other.
 */
export const nameTextMessageSchema = z.strictObject({
  /** The full name, `label.zone`. */
  name: z.string(),
  /** The coin type under which `address` holds the name (its chain checks the signature). */
  coin_type: coinTypeSchema,
  address: evmAddressSchema,
  text: z.record(z.string(), z.string()),
  /** Unix time in seconds. */
  timestamp: z.number().int().nonnegative(),
})
export type NameTextMessage = z.infer<typeof nameTextMessageSchema>

/** The text-records message: one JSON line, the fields in a fixed order, the keys sorted. */
export function createNameTextMessage(message: NameTextMessage): string {
  const { name, coin_type, address, text, timestamp } = message
  const sorted = Object.fromEntries(Object.entries(text).sort(([a], [b]) => (a < b ? -1 : 1)))
  return JSON.stringify({ name, coin_type, address, text: sorted, timestamp })
}

/** The fields of a text-records message; undefined when it is not one. */
export function parseNameTextMessage(text: string): NameTextMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = nameTextMessageSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** `POST /v1/profile/text`: the text-records message, signed by the name's holder `address`. */
export const setNameTextRequestSchema = z.object({
  coin_type: coinTypeSchema,
  address: evmAddressSchema,
  /** The text-records message (`createNameTextMessage`), as signed. */
  message: z.string().min(1).max(20_000),
  signature: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/, 'Expected a 0x-prefixed hex signature')
    .max(20_000)
    .transform((value) => value as `0x${string}`),
})
export type SetNameTextRequest = z.input<typeof setNameTextRequestSchema>
