import type { DatabaseHealth } from '@foyer/protocol'
import type { Database } from '../store/database'
import { errorMessage } from './errorMessage'
import { withTimeout } from './withTimeout'

/** `SELECT 1` within `timeoutMs`. */
export async function checkDatabase(db: Database, timeoutMs: number): Promise<DatabaseHealth> {
  const started = performance.now()
  const latencyMs = () => Math.round((performance.now() - started) * 10) / 10
  try {
    await withTimeout(
      db.query('SELECT 1'),
      timeoutMs,
      `The database did not answer within ${timeoutMs} ms`,
    )
    return { ok: true, latencyMs: latencyMs() }
  } catch (error) {
    return { ok: false, latencyMs: latencyMs(), error: errorMessage(error) }
  }
}
