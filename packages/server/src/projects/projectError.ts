/** Bad input to a project operation (unknown project, malformed origin, invalid feature…). */
export class ProjectError extends Error {
  override name = 'ProjectError'
}
