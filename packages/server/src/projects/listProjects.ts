import type { Queryable } from '../store/database'
import { PROJECT_COLUMNS, type Project, type ProjectRow, projectFromRow } from './project'

/** Every project, oldest first. */
export async function listProjects(db: Queryable): Promise<Project[]> {
  const rows = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects ORDER BY created_at, id`,
  )
  return rows.map(projectFromRow)
}
