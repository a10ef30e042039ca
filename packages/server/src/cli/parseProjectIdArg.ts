import { projectIdSchema } from '@foyer/protocol'
import { UsageError } from './usageError'

/** A project id argument: 32 lowercase hex characters, as `project list` shows them. */
export function parseProjectIdArg(value: string): string {
  if (!projectIdSchema.safeParse(value).success) {
    throw new UsageError(`"${value}" is not a project id (32 hex characters, see project list)`)
  }
  return value
}
