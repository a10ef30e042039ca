import { z } from 'zod'
import { evmAddressSchema, hashSchema } from '../chainData/evmAddress'

const wei = z.string().regex(/^\d+$/, 'Expected an amount of wei in decimal digits')
const seconds = z.number().int().nonnegative()

/** A permission of a session: calls to `target` (ANY_TARGET: any) whose data starts with `selector`. */
export const sessionPermissionSchema = z
  .object({
    target: evmAddressSchema,
    /** VALUE_TRANSFER: plain transfers only; ANY_FUNCTION: any call; else a function selector. */
    selector: z
      .string()
      .regex(/^0x[0-9a-fA-F]{8}$/, 'Expected a 4-byte selector')
      .transform((value) => value as `0x${string}`),
  })
  .strict()

/**
 * One session key's grant on a FoyerAccount, as the chain holds it (docs/product.md#session-permissions).
 * `pci` is the ERC-7715 permissions context a dapp got for it: the key's address in lowercase.
 */
export const accountSessionSchema = z
  .object({
    chainId: z.number().int().positive(),
    pci: z
      .string()
      .regex(/^0x[0-9a-f]{40}$/, 'Expected a session key address in lowercase')
      .transform((value) => value as `0x${string}`),
    key: evmAddressSchema,
    /** The session holds after this time and until validUntil (seconds). */
    validAfter: seconds,
    validUntil: seconds,
    /** Seconds per allowance period, counted from validAfter. */
    period: z.number().int().positive(),
    /** Wei the key may spend per period: call values, and gas when no paymaster pays it. */
    spendLimit: wei,
    /** Wei spent in the current period. */
    spent: wei,
    /** Whether it has not expired at the latest block. */
    active: z.boolean(),
    permissions: z.array(sessionPermissionSchema),
  })
  .strict()
export type AccountSession = z.infer<typeof accountSessionSchema>

/** `GET /v1/sessions/{address}`: the sessions granted on the account (each chain asked). */
export const accountSessionsResponseSchema = z
  .object({ sessions: z.array(accountSessionSchema) })
  .strict()
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>

/**
 * `POST /v1/sessions/{address}/revoke` body: the session's `pci` and the account owner's
 * EIP-712 signature of its revocation (`revokeSessionTypedData` with the account's
 * `revocationNonce()`), 65 bytes.
 */
export const revokeSessionRequestSchema = z.object({
  pci: evmAddressSchema,
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130}$/, "Expected the owner's 65-byte signature (0x and 130 hex digits)")
    .transform((value) => value as `0x${string}`),
})
export type RevokeSessionRequest = z.input<typeof revokeSessionRequestSchema>

/** `POST /v1/sessions/{address}/revoke`: the session ended on chain, by this transaction. */
export const revokeSessionResponseSchema = z
  .object({ revoked: z.literal(true), transactionHash: hashSchema })
  .strict()
export type RevokeSessionResponse = z.infer<typeof revokeSessionResponseSchema>
