import type { Queryable } from '../store/database'
import { getProject } from './getProject'
import type { Project } from './project'

/** How long a node trusts a project it read (or read as unknown): a CLI change shows within it. */
export const PROJECT_CACHE_MS = 10_000
/** At most this many ids are remembered; the least recently used goes first. */
export const PROJECT_CACHE_ENTRIES = 10_000

/** The project of an id (undefined: unknown), at most `ttlMs` old. */
export type ProjectLookup = (id: string) => Promise<Project | undefined>

type Entry = { project: Project | undefined; readAt: number }

/**
 * Project lookups that reach the database once per id and `ttlMs` (known and unknown ids alike),
 * with one query for concurrent lookups of the same id. Every project route looks its project up,
 * so without this the database answered every request (issue 18: 62 % of the CPU of a cached
 * directory page). `ttlMs` 0: every lookup reads the database.
 */
export function cachedProjectLookup(
  db: Queryable,
  {
    ttlMs = PROJECT_CACHE_MS,
    maxEntries = PROJECT_CACHE_ENTRIES,
    now = Date.now,
  }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): ProjectLookup {
  const entries = new Map<string, Entry>()
  const reading = new Map<string, Promise<Project | undefined>>()
  return async (id) => {
    const entry = entries.get(id)
    if (entry && now() - entry.readAt < ttlMs) {
      // Most recently used last: Map keeps insertion order.
      entries.delete(id)
      entries.set(id, entry)
      return entry.project
    }
    const pending = reading.get(id)
    if (pending) return pending
    const read = getProject(db, id).finally(() => reading.delete(id))
    reading.set(id, read)
    const project = await read
    if (ttlMs > 0) {
      entries.delete(id)
      entries.set(id, { project, readAt: now() })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    }
    return project
  }
}
