import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'
import { coinTypeSchema } from './namesSchemas'

/**
 * How long a registration message is good for, either side of its timestamp: older (or dated
 * further ahead) is refused as stale, and a used one is remembered this long after its timestamp.
 */
export const NAME_MESSAGE_LIFETIME_SECONDS = 600

/** What the wallet signs to register a name: JSON with these fields, in this order. */
export const nameMessageSchema = z.strictObject({
  /** The full name, `label.zone`. */
  name: z.string(),
  coin_type: coinTypeSchema,
  address: evmAddressSchema,
  /** Unix time in seconds. */
  timestamp: z.number().int().nonnegative(),
})
export type NameMessage = z.infer<typeof nameMessageSchema>

/** The registration message text: one JSON line, the fields in a fixed order. */
export function createNameMessage(message: NameMessage): string {
  const { name, coin_type, address, timestamp } = message
  return JSON.stringify({ name, coin_type, address, timestamp })
}

/** The fields of a registration message text; undefined when it is not one. */
export function parseNameMessage(text: string): NameMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = nameMessageSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
