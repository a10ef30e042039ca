import type { Queryable } from '../store/database'
import { ProjectError } from './projectError'

/**
 * Switches a project's analytics on or off; `null` hands the choice back to ANALYTICS_ENABLED.
 */
export async function setProjectAnalytics(
  db: Queryable,
  projectId: string,
  enabled: boolean | null,
): Promise<void> {
  const rows = await db.query(
    'UPDATE projects SET analytics_enabled = $2 WHERE id = $1 RETURNING id',
    [projectId, enabled],
  )
  if (rows.length === 0) throw new ProjectError(`No project has the id "${projectId}"`)
}
