import { frameAncestorsSources, projectIdSchema } from '@foyer/protocol'
import { getProject } from '../projects/getProject'
import type { Queryable } from '../store/database'

/**
 * The frame page's `Content-Security-Policy` value for the page URL's `projectId`:
 * `frame-ancestors` with the project's allowed origins (as the dev server's plugin sends,
 * packages/frame/vite), `'none'` without a valid projectId, for an unknown project or one without
 * origins. Read from the database on each page load, so that every node agrees at once.
 */
export async function frameAncestorsFor(
  db: Queryable,
  projectId: string | null | undefined,
): Promise<string> {
  const parsed = projectIdSchema.safeParse(projectId)
  if (!parsed.success) return "frame-ancestors 'none'"
  const project = await getProject(db, parsed.data)
  return `frame-ancestors ${project ? frameAncestorsSources(project.allowedOrigins) : "'none'"}`
}
