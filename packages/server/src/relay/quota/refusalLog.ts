import type { Queryable } from '../../store/database'
import { type RelayRefusalReason, type RelayRpcError, refusalReason } from '../rpcErrors'

/** The methods that publish: only their refusals count in the abuse figure. */
const PUBLISH_METHODS = new Set([
  'irn_publish',
  'irn_batchPublish',
  'wc_proposeSession',
  'wc_approveSession',
])

/**
 * Counts refused publishes per project and reason in memory and adds them to relay_refusals
 * (per UTC day) on `flush`: every few seconds and on shutdown. Shared by every node on the
 * database; `foyer relay abuse` reads it.
 */
export class RefusalLog {
  private counts = new Map<string, number>()
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
    private readonly onError: (error: Error) => void,
  ) {}

  record(projectId: string, reason: RelayRefusalReason, count = 1): void {
    const key = JSON.stringify([projectId, reason])
    this.counts.set(key, (this.counts.get(key) ?? 0) + count)
  }

  /**
   * Counts `error` answering a request of `method` when it refused a publish for a reason the
   * abuse figure has (a batch counts each of its messages); anything else is not counted.
   */
  recordPublish(projectId: string, method: string, params: unknown, error: RelayRpcError): void {
    if (!PUBLISH_METHODS.has(method)) return
    const reason = refusalReason(error.code)
    if (!reason) return
    const messages = (params as { messages?: unknown } | null | undefined)?.messages
    const count = method === 'irn_batchPublish' && Array.isArray(messages) ? messages.length : 1
    this.record(projectId, reason, Math.max(1, count))
  }

  /** Writes what was counted so far (errors go to onError; those counts are lost). */
  flush(): Promise<void> {
    const counts = this.counts
    this.counts = new Map()
    this.writing = this.writing.then(() => this.write(counts))
    return this.writing
  }

  private async write(counts: Map<string, number>): Promise<void> {
    if (counts.size === 0) return
    const entries = [...counts].map(([key, count]) => {
      const [projectId, reason] = JSON.parse(key) as [string, string]
      return { projectId, reason, count }
    })
    const day = new Date(this.now()).toISOString().slice(0, 10)
    await this.db
      .query(
        `INSERT INTO relay_refusals (project_id, reason, day, count)
         SELECT project_id, reason, $3::date, count
         FROM unnest($1::text[], $2::text[], $4::bigint[]) AS input (project_id, reason, count)
         ON CONFLICT (project_id, reason, day)
           DO UPDATE SET count = relay_refusals.count + EXCLUDED.count`,
        [
          entries.map((entry) => entry.projectId),
          entries.map((entry) => entry.reason),
          day,
          entries.map((entry) => entry.count),
        ],
      )
      .catch(this.onError)
  }
}
