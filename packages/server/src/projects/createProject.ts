import type { Queryable } from '../store/database'
import { newProjectId } from './newProjectId'
import { parseOriginPattern } from './parseOriginPattern'
import { parseProjectName } from './parseProjectName'
import { PROJECT_COLUMNS, type Project, type ProjectRow, projectFromRow } from './project'

export interface NewProject {
  name: string
  allowedOrigins?: readonly string[]
}

/** Creates a project with a fresh random id; the name and origins are validated first. */
export async function createProject(db: Queryable, input: NewProject): Promise<Project> {
  const name = parseProjectName(input.name)
  const origins = [...new Set((input.allowedOrigins ?? []).map(parseOriginPattern))]
  const [row] = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins) VALUES ($1, $2, $3) RETURNING ${PROJECT_COLUMNS}`,
    [newProjectId(), name, origins],
  )
  if (!row) throw new Error('INSERT … RETURNING gave no row')
  return projectFromRow(row)
}
