import type { ErrorEvent } from '@foyer/protocol'
import type { Database } from '../store/database'
import { ERROR_ANALYTICS_PER_MINUTE, ERROR_ANALYTICS_WINDOW_MS } from './errorAnalyticsLimits'

export interface ErrorEventInput {
  projectId: string
  clientKey: string
  body: ErrorEvent
  receivedAt: Date
}

export type RecordResult = { stored: true } | { stored: false; retryAfterSeconds: number }

/** Two-key advisory lock namespace of the cap (the key is the client key's hash). */
const CAP_LOCK_NAMESPACE = 7_263_002

/**
 * Stores an error event unless its client already sent ERROR_ANALYTICS_PER_MINUTE in the
 * sliding minute before `receivedAt` (events stamped later, by a process whose clock runs
 * ahead, count too); then says when the oldest of those leaves the window.
 * Counted in the database under a per-client advisory lock, so API processes share the cap.
 */
export async function recordErrorEvent(
  db: Database,
  input: ErrorEventInput,
): Promise<RecordResult> {
  const windowStart = new Date(input.receivedAt.getTime() - ERROR_ANALYTICS_WINDOW_MS)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      CAP_LOCK_NAMESPACE,
      input.clientKey,
    ])
    const [window] = await tx.query<{ count: number; oldest: Date | string | null }>(
      `SELECT count(*)::int AS count, min(received_at) AS oldest FROM error_events
       WHERE client_key = $1 AND received_at > $2`,
      [input.clientKey, windowStart],
    )
    if (window && window.count >= ERROR_ANALYTICS_PER_MINUTE && window.oldest !== null) {
      const freesAt = new Date(window.oldest).getTime() + ERROR_ANALYTICS_WINDOW_MS
      // Another process's clock may run ahead: never more than one window.
      const seconds = Math.ceil((freesAt - input.receivedAt.getTime()) / 1000)
      const retryAfterSeconds = Math.min(ERROR_ANALYTICS_WINDOW_MS / 1000, Math.max(1, seconds))
      return { stored: false, retryAfterSeconds }
    }
    await tx.query(
      `INSERT INTO error_events (project_id, client_key, received_at, body)
       VALUES ($1, $2, $3, $4::jsonb)`,
      [input.projectId, input.clientKey, input.receivedAt, JSON.stringify(input.body)],
    )
    return { stored: true }
  })
}
