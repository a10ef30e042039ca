import { z } from 'zod'
import type { CaipNetworkId } from '../caip'
import { caipNetworkIdSchema } from '../caipSchemas'

/** An RFC 3339 time as `Date.prototype.toISOString` writes it (what EIP-4361 messages carry). */
const isoTimeSchema = z.iso.datetime({ offset: false, precision: 3 })

/**
 * The sign-in message (docs/product.md#siwx), chain-agnostic: `chainId` is a CAIP-2 network id
 * (`eip155:1`); times are ISO strings. For eip155 it is written as an EIP-4361 message.
 */
export const siwxMessageSchema = z.object({
  accountAddress: z.string().min(1),
  chainId: caipNetworkIdSchema,
  domain: z.string().min(1),
  /** EIP-4361's optional URI scheme before the domain (`https`), when the message names one. */
  scheme: z.string().optional(),
  uri: z.string().min(1),
  version: z.literal('1'),
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,}$/, 'expected at least 8 letters or digits'),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: isoTimeSchema.optional(),
  notBefore: isoTimeSchema.optional(),
  expirationTime: isoTimeSchema.optional(),
})

export type SiwxMessage = Omit<z.output<typeof siwxMessageSchema>, 'chainId'> & {
  chainId: CaipNetworkId
}
