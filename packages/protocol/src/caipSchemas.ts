import { z } from 'zod'
import { type CaipNetworkId, CHAIN_NAMESPACES, parseCaipNetworkId } from './caip'

export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

export const caipNetworkIdSchema = z
  .string()
  .refine((value) => parseCaipNetworkId(value) !== undefined, 'Invalid CAIP-2 network id')
  .transform((value) => value as CaipNetworkId)
