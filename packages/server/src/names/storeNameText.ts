import { ApiError } from '../http/apiError'
import type { Database } from '../store/database'
import type { CheckedNameTextRequest } from './checkNameTextRequest'

/**
 * Writes the checked (and signature-verified) text records of a name in one transaction: the
 * message is marked used (409 REPLAYED_MESSAGE when it was), the records are merged into the
 * name's `attributes` (an empty value removes its key) and `updated` moves to `now`.
 */
export async function storeNameText(
  db: Database,
  request: Pick<CheckedNameTextRequest, 'label' | 'text' | 'messageHash' | 'expiresAt'>,
  now: Date,
): Promise<void> {
  const entries = Object.entries(request.text)
  const set = Object.fromEntries(entries.filter(([, value]) => value !== ''))
  const removed = entries.filter(([, value]) => value === '').map(([key]) => key)
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM name_messages WHERE expires_at < $1', [now])
    const used = await tx.query(
      `INSERT INTO name_messages (message_hash, expires_at) VALUES ($1, $2)
       ON CONFLICT (message_hash) DO NOTHING RETURNING message_hash`,
      [request.messageHash, request.expiresAt],
    )
    if (used.length === 0) throw new ApiError(409, 'REPLAYED_MESSAGE')
    await tx.query(
      `UPDATE names SET attributes = (attributes || $2::jsonb) - $3::text[], updated_at = $4
       WHERE label = $1`,
      [request.label, JSON.stringify(set), removed, now],
    )
  })
}
