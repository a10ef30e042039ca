import { z } from 'zod'
import { REMOTE_SOCIALS, type RemoteConfigResponse, type RemoteFeature } from './remoteFeatures'
import { gasSponsorshipPolicySchema } from './smartAccounts/gasSponsorship'

const swapProviderSchema = z.object({ id: z.string().min(1), name: z.string().min(1) }).strict()
const onrampProviderSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    /** Fee range in percent, [min, max]. */
    feeRange: z.tuple([z.number().nonnegative(), z.number().nonnegative()]),
  })
  .strict()
  .refine(({ feeRange: [min, max] }) => min <= max, 'feeRange min must not exceed max')

const feature = <Id extends string, Config extends z.ZodType>(id: Id, config: Config) =>
  z.object({ id: z.literal(id), isEnabled: z.boolean(), config }).strict()

/** One remote feature of `GET /appkit/v1/config`: `{id, isEnabled, config}`. */
export const remoteFeatureSchema: z.ZodType<RemoteFeature> = z.discriminatedUnion('id', [
  feature('swaps', z.array(swapProviderSchema)),
  feature('onramp', z.array(onrampProviderSchema)),
  feature('email', z.null()),
  feature('socials', z.array(z.enum(REMOTE_SOCIALS))),
  feature('activity', z.null()),
  feature('multiWallet', z.null()),
  feature('gasSponsorship', gasSponsorshipPolicySchema),
])

export const remoteConfigResponseSchema: z.ZodType<RemoteConfigResponse> = z.object({
  features: z.array(remoteFeatureSchema),
})
