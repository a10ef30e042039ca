import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'

/**
 * A project's gas sponsorship policy (the `gasSponsorship` remote feature's config;
 * docs/product.md#gas-sponsorship). With the feature on, the server's paymaster signs for the
 * project's smart accounts: every operation, or only up to `dailyOperationsPerAccount` per account
 * and UTC day, and only operations whose every call goes to one of `allowedContracts` when that
 * list is not empty.
 */
export type GasSponsorshipPolicy = {
  /** Sponsored operations per account and UTC day; `null`: no cap. */
  dailyOperationsPerAccount: number | null
  /** The contracts sponsored calls may go to; empty: any. */
  allowedContracts: `0x${string}`[]
}

/** The most contracts a policy may list (each call of an operation is checked against them). */
const MAX_SPONSORED_CONTRACTS = 100

export const gasSponsorshipPolicySchema: z.ZodType<GasSponsorshipPolicy> = z
  .object({
    dailyOperationsPerAccount: z.number().int().positive().max(1_000_000).nullable(),
    allowedContracts: z.array(evmAddressSchema).max(MAX_SPONSORED_CONTRACTS),
  })
  .strict()
