import type { Queryable } from '../store/database'
import { parseOriginPattern } from './parseOriginPattern'
import { requireProject } from './requireProject'

/**
 * Adds an origin (or `*` pattern) to a project's allowed origins. Resolves `true` when it was
 * added, `false` when the project already allowed exactly this entry.
 */
export async function addAllowedOrigin(
  db: Queryable,
  projectId: string,
  origin: string,
): Promise<boolean> {
  const entry = parseOriginPattern(origin)
  await requireProject(db, projectId)
  const rows = await db.query(
    `UPDATE projects SET allowed_origins = array_append(allowed_origins, $2::text)
     WHERE id = $1 AND NOT ($2::text = ANY (allowed_origins)) RETURNING id`,
    [projectId, entry],
  )
  return rows.length > 0
}
