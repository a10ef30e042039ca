import { ProjectError } from './projectError'

export const PROJECT_NAME_MAX_LENGTH = 200

/** A project name, trimmed: 1 to 200 characters. */
export function parseProjectName(value: string): string {
  const name = value.trim()
  if (name === '') throw new ProjectError('A project name must not be empty')
  if (name.length > PROJECT_NAME_MAX_LENGTH) {
    throw new ProjectError(
      `A project name has at most ${PROJECT_NAME_MAX_LENGTH} characters (this one has ${name.length})`,
    )
  }
  return name
}
