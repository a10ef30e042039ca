import type { GasSponsorshipPolicy } from './smartAccounts/gasSponsorship'

/** Social sign-in providers (docs/product.md#remote-configuration). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** What the remote configuration's socials list may name: the providers plus Farcaster. */
export const REMOTE_SOCIALS = [...SOCIAL_PROVIDERS, 'farcaster'] as const
export type RemoteSocial = (typeof REMOTE_SOCIALS)[number]

export type SwapProvider = { id: string; name: string }
/** An on-ramp provider; `feeRange` in percent, [min, max]. */
export type OnrampProvider = { id: string; name: string; feeRange: [number, number] }

/** One remote feature of `GET /appkit/v1/config`: `{id, isEnabled, config}`. */
export type RemoteFeature =
  | { id: 'swaps'; isEnabled: boolean; config: SwapProvider[] }
  | { id: 'onramp'; isEnabled: boolean; config: OnrampProvider[] }
  | { id: 'email'; isEnabled: boolean; config: null }
  | { id: 'socials'; isEnabled: boolean; config: RemoteSocial[] }
  | { id: 'activity'; isEnabled: boolean; config: null }
  | { id: 'multiWallet'; isEnabled: boolean; config: null }
  | { id: 'gasSponsorship'; isEnabled: boolean; config: GasSponsorshipPolicy }
export type RemoteFeatureId = RemoteFeature['id']
export type RemoteConfigResponse = { features: RemoteFeature[] }

/**
 * The product’s remote defaults (docs/product.md#remote-configuration): email on; socials google,
 * x, discord, farcaster, github, apple, facebook; activity on; multiWallet off; and Foyer's own
 * gasSponsorship off (no cap, any contract, once switched on). Swaps and onramp name no provider
 * here: the server answers them with the providers it really serves (the product's single swap
 * aggregator and two on-ramp providers with a 1 to 2 percent fee, where the operator configured
 * them), so a client that has no answer yet, or none at all, offers neither.
 */
export const DEFAULT_REMOTE_FEATURES: readonly RemoteFeature[] = [
  { id: 'swaps', isEnabled: false, config: [] },
  { id: 'onramp', isEnabled: false, config: [] },
  { id: 'email', isEnabled: true, config: null },
  {
    id: 'socials',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'multiWallet', isEnabled: false, config: null },
  {
    id: 'gasSponsorship',
    isEnabled: false,
    config: { dailyOperationsPerAccount: null, allowedContracts: [] },
  },
]
