import type { Queryable } from '../store/database'
import { getProject } from './getProject'
import type { Project } from './project'
import { ProjectError } from './projectError'

/** The project with this id; a ProjectError naming the id when there is none. */
export async function requireProject(db: Queryable, id: string): Promise<Project> {
  const project = await getProject(db, id)
  if (!project) throw new ProjectError(`No project has the id "${id}"`)
  return project
}
