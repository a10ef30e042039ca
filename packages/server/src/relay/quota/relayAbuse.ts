import type { Queryable } from '../../store/database'
import type { RelayRefusalReason } from '../rpcErrors'

export interface ProjectAbuse {
  projectId: string
  /** Refused publishes by reason, over the days asked for. */
  refused: Record<RelayRefusalReason, number>
  total: number
  /** What the project's clients keep stored now (unexpired). */
  storedMessages: number
  storedBytes: number
}

/**
 * The relay's abuse figure per project: publishes refused (quota, validation, saturated topic,
 * rate) over the last `days` UTC days including today, beside what the project stores now.
 * Projects with neither are left out; the most refused first.
 */
export async function relayAbuse(
  db: Queryable,
  { days, now }: { days: number; now: number },
): Promise<ProjectAbuse[]> {
  const since = new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  const refusals = await db.query<{ project_id: string; reason: string; count: string }>(
    `SELECT project_id, reason, sum(count)::text AS count FROM relay_refusals
     WHERE day >= $1::date GROUP BY project_id, reason`,
    [since],
  )
  const stored = await db.query<{ project_id: string; messages: string; bytes: string }>(
    `SELECT project_id, count(*)::text AS messages, coalesce(sum(bytes), 0)::text AS bytes
     FROM relay_messages WHERE expires_at > $1 GROUP BY project_id`,
    [new Date(now)],
  )
  const projects = new Map<string, ProjectAbuse>()
  const entry = (projectId: string) => {
    let found = projects.get(projectId)
    if (!found) {
      found = {
        projectId,
        refused: { quota: 0, validation: 0, saturated: 0, rate: 0 },
        total: 0,
        storedMessages: 0,
        storedBytes: 0,
      }
      projects.set(projectId, found)
    }
    return found
  }
  for (const row of refusals) {
    const found = entry(row.project_id)
    const count = Number(row.count)
    if (Object.hasOwn(found.refused, row.reason)) {
      found.refused[row.reason as RelayRefusalReason] += count
    }
    found.total += count
  }
  for (const row of stored) {
    const found = entry(row.project_id)
    found.storedMessages = Number(row.messages)
    found.storedBytes = Number(row.bytes)
  }
  return [...projects.values()].sort(
    (a, b) =>
      b.total - a.total || b.storedBytes - a.storedBytes || a.projectId.localeCompare(b.projectId),
  )
}
