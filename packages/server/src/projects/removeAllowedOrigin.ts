import type { Queryable } from '../store/database'
import { ProjectError } from './projectError'
import { requireProject } from './requireProject'

/**
 * Removes an entry from a project's allowed origins. The entry must match one exactly (as
 * `project list` shows it, a trailing `/` tolerated); a ProjectError lists them otherwise.
 */
export async function removeAllowedOrigin(
  db: Queryable,
  projectId: string,
  origin: string,
): Promise<void> {
  const project = await requireProject(db, projectId)
  const entry = origin.trim().replace(/\/$/, '')
  const rows = await db.query(
    `UPDATE projects SET allowed_origins = array_remove(allowed_origins, $2::text)
     WHERE id = $1 AND $2::text = ANY (allowed_origins) RETURNING id`,
    [projectId, entry],
  )
  if (rows.length === 0) {
    const current = project.allowedOrigins.length ? project.allowedOrigins.join(', ') : 'none'
    throw new ProjectError(
      `Project ${projectId} does not allow "${origin}" (its allowed origins: ${current})`,
    )
  }
}
