import { isOriginAllowed } from '@foyer/protocol'
import { listProjects } from '../projects/listProjects'
import type { Queryable } from '../store/database'

export interface FrameOriginConflicts {
  /** Projects that list FRAME_ORIGIN itself as an allowed origin: production refuses them. */
  exact: string[]
  /** Projects whose wildcard entries also admit FRAME_ORIGIN (e.g. `https://*.example.com`). */
  wildcard: string[]
}

/**
 * The projects whose allowed origins (the dapps' pages) admit the frame's own origin. The frame
 * must never be a dapp's origin: `foyer serve` refuses `exact` ones and warns about `wildcard`
 * ones (a sibling-subdomain wildcard is a common, deliberate entry).
 */
export async function frameOriginConflicts(
  db: Queryable,
  frameOrigin: string,
): Promise<FrameOriginConflicts> {
  const conflicts: FrameOriginConflicts = { exact: [], wildcard: [] }
  for (const project of await listProjects(db)) {
    const entries = project.allowedOrigins.filter((entry) => isOriginAllowed(frameOrigin, [entry]))
    if (entries.length === 0) continue
    const exact = entries.some((entry) => !entry.includes('*'))
    ;(exact ? conflicts.exact : conflicts.wildcard).push(project.id)
  }
  return conflicts
}
