import type { Queryable } from '../store/database'
import { PROJECT_COLUMNS, type Project, type ProjectRow, projectFromRow } from './project'

/** The project with this id, or `undefined`. */
export async function getProject(db: Queryable, id: string): Promise<Project | undefined> {
  const [row] = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = $1`,
    [id],
  )
  return row ? projectFromRow(row) : undefined
}
