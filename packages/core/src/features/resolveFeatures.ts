import { DEFAULT_REMOTE_FEATURES, type RemoteFeature, type RemoteSocial } from '@foyer/protocol'
import {
  type ConnectMethod,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_FEATURES,
} from './featureDefaults'

/** Switches the remote configuration decides unless the dapp sets them (docs/product.md). */
export type RemoteBackedFeatures = {
  email: boolean
  /** The social providers to offer, in order; empty when socials are off. */
  socials: readonly RemoteSocial[]
  swaps: boolean
  onramp: boolean
  activity: boolean
  multiWallet: boolean
}

export type Features = {
  -readonly [K in keyof typeof DEFAULT_FEATURES]: boolean
} & RemoteBackedFeatures & {
    connectMethodsOrder: readonly ConnectMethod[]
  }

export type FeaturesInput = Partial<Features>

function fromRemote(remote: readonly RemoteFeature[]): RemoteBackedFeatures {
  const find = <Id extends RemoteFeature['id']>(id: Id) =>
    (remote.find((feature) => feature.id === id) ??
      DEFAULT_REMOTE_FEATURES.find((feature) => feature.id === id)) as Extract<
      RemoteFeature,
      { id: Id }
    >
  const socials = find('socials')
  return {
    email: find('email').isEnabled,
    socials: socials.isEnabled ? socials.config : [],
    swaps: find('swaps').isEnabled,
    onramp: find('onramp').isEnabled,
    activity: find('activity').isEnabled,
    multiWallet: find('multiWallet').isEnabled,
  }
}

/**
 * The features in force: what the dapp sets explicitly wins; the remote configuration decides
 * the rest of the remote-backed switches; the product’s defaults (docs/product.md) fill everything else.
 */
export function resolveFeatures(
  input: FeaturesInput = {},
  remote: readonly RemoteFeature[] = DEFAULT_REMOTE_FEATURES,
): Features {
  const order = input.connectMethodsOrder ?? DEFAULT_CONNECT_METHODS_ORDER
  const unknown = order.filter((method) => !DEFAULT_CONNECT_METHODS_ORDER.includes(method))
  if (unknown.length > 0) throw new Error(`Unknown connect method: ${unknown.join(', ')}`)
  const explicit = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  )
  return {
    ...DEFAULT_FEATURES,
    ...fromRemote(remote),
    ...explicit,
    connectMethodsOrder: [...new Set(order)],
  }
}
