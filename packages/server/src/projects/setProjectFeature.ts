import { DEFAULT_REMOTE_FEATURES, type RemoteFeature, remoteFeatureSchema } from '@foyer/protocol'
import type { Database } from '../store/database'
import { effectiveFeatures } from './effectiveFeatures'
import { ProjectError } from './projectError'

export interface FeatureSetting {
  id: string
  isEnabled: boolean
  /** The feature's config; when omitted the current one (the override's or the default) stays. */
  config?: unknown
}

const FEATURE_IDS = DEFAULT_REMOTE_FEATURES.map((feature) => feature.id)

/**
 * Overrides one remote feature for a project. The result is validated with remoteFeatureSchema
 * before it is stored; a ProjectError names what is wrong. Resolves with the stored feature.
 */
export async function setProjectFeature(
  db: Database,
  projectId: string,
  setting: FeatureSetting,
): Promise<RemoteFeature> {
  if (!FEATURE_IDS.some((id) => id === setting.id)) {
    throw new ProjectError(
      `Unknown feature "${setting.id}": expected one of ${FEATURE_IDS.join(', ')}`,
    )
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ features: Record<string, unknown> }>(
      'SELECT features FROM projects WHERE id = $1 FOR UPDATE',
      [projectId],
    )
    if (!row) throw new ProjectError(`No project has the id "${projectId}"`)
    const current = effectiveFeatures(row.features).features.find((f) => f.id === setting.id)
    const candidate = {
      id: setting.id,
      isEnabled: setting.isEnabled,
      config: setting.config === undefined ? current?.config : setting.config,
    }
    const parsed = remoteFeatureSchema.safeParse(candidate)
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => {
        const path = issue.path.join('.')
        return path ? `${path}: ${issue.message}` : issue.message
      })
      throw new ProjectError(`Invalid ${setting.id} feature: ${problems.join('; ')}`)
    }
    await tx.query(
      'UPDATE projects SET features = features || jsonb_build_object($2::text, $3::jsonb) WHERE id = $1',
      [projectId, parsed.data.id, JSON.stringify(parsed.data)],
    )
    return parsed.data
  })
}
