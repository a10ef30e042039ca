import { DEFAULT_REMOTE_FEATURES, type RemoteFeature, remoteFeatureSchema } from '@foyer/protocol'

export interface EffectiveFeatures {
  /** The defaults in their order, each replaced by the project's override of the same id. */
  features: RemoteFeature[]
  /** Ids of stored overrides that no longer validate (left out: the default applies). */
  invalid: string[]
}

/**
 * Applies a project's feature overrides to the product’s remote defaults (docs/product.md#remote-configuration). An override that
 * does not match remoteFeatureSchema, or is stored under another id, is not applied and is
 * reported in `invalid` so that the caller can log it.
 */
export function effectiveFeatures(overrides: Readonly<Record<string, unknown>>): EffectiveFeatures {
  const invalid: string[] = []
  const features = DEFAULT_REMOTE_FEATURES.map((feature) => {
    if (!Object.hasOwn(overrides, feature.id)) return feature
    const parsed = remoteFeatureSchema.safeParse(overrides[feature.id])
    if (parsed.success && parsed.data.id === feature.id) return parsed.data
    invalid.push(feature.id)
    return feature
  })
  const known = new Set<string>(DEFAULT_REMOTE_FEATURES.map((feature) => feature.id))
  for (const id of Object.keys(overrides)) if (!known.has(id)) invalid.push(id)
  return { features, invalid }
}
