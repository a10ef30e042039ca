import type { Queryable } from '../store/database'
import { frameAncestorsFor } from './frameAncestorsFor'

export type LastGoodFrameAncestorsOptions = {
  db: Queryable
  /** How long a project's last answer stands in while the database fails (default 24 h). */
  staleMs?: number
  /** Most projects remembered (default 1,024); the least recently answered goes first. */
  maxEntries?: number
  now?: () => number
  /** Told when the database fails and what the page is sent with instead. */
  warn?: (message: string) => void
}

export const FRAME_ANCESTORS_STALE_MS = 24 * 60 * 60 * 1000

/**
 * frameAncestorsFor, read from the database on every page load (so every node agrees at once),
 * with stale-if-error: when the database cannot answer, the project's last answer stands in if
 * it is at most `staleMs` old, else the page fails closed with `'none'`. An answer that the
 * project is unknown or has no origins is an answer like any other: it is `'none'` and stays so.
 */
export function lastGoodFrameAncestors(
  options: LastGoodFrameAncestorsOptions,
): (projectId: string | null | undefined) => Promise<string> {
  const staleMs = options.staleMs ?? FRAME_ANCESTORS_STALE_MS
  const maxEntries = options.maxEntries ?? 1024
  const now = options.now ?? Date.now
  const last = new Map<string, { value: string; at: number }>()

  return async (projectId) => {
    try {
      const value = await frameAncestorsFor(options.db, projectId)
      if (projectId) {
        last.delete(projectId)
        last.set(projectId, { value, at: now() })
        while (last.size > maxEntries) {
          const oldest = last.keys().next().value
          if (oldest === undefined) break
          last.delete(oldest)
        }
      }
      return value
    } catch (error) {
      const kept = projectId ? last.get(projectId) : undefined
      const reason = `frame-ancestors: the database could not be read (${(error as Error).message})`
      if (kept && now() - kept.at <= staleMs) {
        options.warn?.(
          `${reason}; the frame page is sent with the project's last answer, of ${Math.round((now() - kept.at) / 1000)} s ago`,
        )
        return kept.value
      }
      options.warn?.(`${reason}; the frame page is sent with frame-ancestors 'none'`)
      return "frame-ancestors 'none'"
    }
  }
}
