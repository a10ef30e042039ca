import type { Queryable } from '../../store/database'

/** Messages and bytes kept, not expired. */
export interface Usage {
  messages: number
  bytes: number
}

export type UsageScope = 'client' | 'topic' | 'project'

export interface UsageQuery {
  clients: readonly string[]
  topics: readonly string[]
  projects: readonly string[]
  /** Milliseconds since the epoch: messages that expired by then count no more. */
  now: number
}

/**
 * What the mailbox holds, unexpired, per client identity, topic and project: counted from
 * relay_messages itself (index-only reads of 0021's usage indexes), so every node on the same
 * database sees the same figures and nothing has to be decremented when messages expire.
 * Answers a map keyed `scope:key`.
 */
export async function storedUsage(db: Queryable, query: UsageQuery): Promise<Map<string, Usage>> {
  const rows = await db.query<{ scope: UsageScope; key: string; messages: string; bytes: string }>(
    `SELECT 'client' AS scope, publisher AS key, count(*)::text AS messages,
            coalesce(sum(bytes), 0)::text AS bytes
       FROM relay_messages WHERE publisher = ANY($1::text[]) AND expires_at > $4 GROUP BY publisher
     UNION ALL
     SELECT 'topic', topic, count(*)::text, coalesce(sum(bytes), 0)::text
       FROM relay_messages WHERE topic = ANY($2::text[]) AND expires_at > $4 GROUP BY topic
     UNION ALL
     SELECT 'project', project_id, count(*)::text, coalesce(sum(bytes), 0)::text
       FROM relay_messages WHERE project_id = ANY($3::text[]) AND expires_at > $4
       GROUP BY project_id`,
    [[...query.clients], [...query.topics], [...query.projects], new Date(query.now)],
  )
  return new Map(
    rows.map((row) => [
      usageKey(row.scope, row.key),
      { messages: Number(row.messages), bytes: Number(row.bytes) },
    ]),
  )
}

export const usageKey = (scope: UsageScope, key: string) => `${scope}:${key}`
