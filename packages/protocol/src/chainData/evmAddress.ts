import { z } from 'zod'

/** A 20-byte EVM address, `0x` + 40 hex digits (any case). */
export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte hex address')
  .transform((value) => value as `0x${string}`)

/** A 32-byte hash, `0x` + 64 hex digits. */
export const hashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 0x-prefixed 32-byte hex hash')
  .transform((value) => value as `0x${string}`)
