/** A project as stored: who may call the API and from which origins. */
export interface Project {
  /** 32 lowercase hex characters. */
  id: string
  name: string
  /** URL origins with optional `*` wildcards, in the order they were added. */
  allowedOrigins: string[]
  /**
   * Per-project overrides of the remote features, by feature id, as stored (validated when they
   * are set and again when they are applied: see remoteConfig/effectiveFeatures.ts).
   */
  features: Record<string, unknown>
  /** `null`: the operator did not choose; ANALYTICS_ENABLED decides. */
  analyticsEnabled: boolean | null
  createdAt: Date
}

export interface ProjectRow {
  id: string
  name: string
  allowed_origins: string[]
  features: Record<string, unknown>
  analytics_enabled: boolean | null
  created_at: Date | string
}

export const PROJECT_COLUMNS = 'id, name, allowed_origins, features, analytics_enabled, created_at'

export function projectFromRow(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    features: row.features,
    analyticsEnabled: row.analytics_enabled,
    createdAt: new Date(row.created_at),
  }
}
