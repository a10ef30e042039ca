import { z } from 'zod'

/** Social sign-in providers (spec §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** What the remote configuration's socials list may name: the providers plus Farcaster. */
export const REMOTE_SOCIALS = [...SOCIAL_PROVIDERS, 'farcaster'] as const
export type RemoteSocial = (typeof REMOTE_SOCIALS)[number]

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
export const remoteFeatureSchema = z.discriminatedUnion('id', [
  feature('swaps', z.array(swapProviderSchema).max(1)),
  feature('onramp', z.array(onrampProviderSchema)),
  feature('email', z.null()),
  feature('socials', z.array(z.enum(REMOTE_SOCIALS))),
  feature('activity', z.null()),
  feature('multiWallet', z.null()),
])
export type RemoteFeature = z.infer<typeof remoteFeatureSchema>
export type RemoteFeatureId = RemoteFeature['id']

export const remoteConfigResponseSchema = z.object({ features: z.array(remoteFeatureSchema) })
export type RemoteConfigResponse = z.infer<typeof remoteConfigResponseSchema>

/**
 * The spec's remote defaults (§1): a single swap aggregator; two on-ramp providers, each with a
 * fee range of 1 to 2 percent; email on; socials google, x, discord, farcaster, github, apple,
 * facebook; activity on; multiWallet off.
 */
export const DEFAULT_REMOTE_FEATURES: readonly RemoteFeature[] = [
  { id: 'swaps', isEnabled: true, config: [{ id: 'foyer-swap', name: 'Foyer Swap' }] },
  {
    id: 'onramp',
    isEnabled: true,
    config: [
      { id: 'foyer-sandbox-card', name: 'Sandbox card', feeRange: [1, 2] },
      { id: 'foyer-sandbox-bank', name: 'Sandbox bank', feeRange: [1, 2] },
    ],
  },
  { id: 'email', isEnabled: true, config: null },
  {
    id: 'socials',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'multiWallet', isEnabled: false, config: null },
]
