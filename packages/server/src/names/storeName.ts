import { ApiError } from '../http/apiError'
import type { Database, Queryable } from '../store/database'
import type { CheckedNameRequest } from './checkNameRequest'
import { labelOfAddress, registeredLabels } from './nameRows'

const UNIQUE_VIOLATION = '23505'

/** 409 NAME_TAKEN or ADDRESS_HAS_NAME when the name or the address's coin type is taken. */
export async function assertNameFree(db: Queryable, request: CheckedNameRequest): Promise<void> {
  if ((await registeredLabels(db, [request.label])).size > 0) {
    throw new ApiError(409, 'NAME_TAKEN', { params: { name: request.name } })
  }
  if ((await labelOfAddress(db, request.address, request.coinType)) !== undefined) {
    throw new ApiError(409, 'ADDRESS_HAS_NAME')
  }
}

/**
 * Registers the checked (and signature-verified) request in one transaction: the message is
 * marked used (409 REPLAYED_MESSAGE when it was), the name and its address are written (409 when
 * the name, or a name for this address and coin type, exists — also when a concurrent request
 * got there first). Expired message hashes are dropped on the way.
 */
export async function storeName(
  db: Database,
  request: CheckedNameRequest & { plainAccount: boolean },
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM name_messages WHERE expires_at < $1', [now])
      const used = await tx.query(
        `INSERT INTO name_messages (message_hash, expires_at) VALUES ($1, $2)
         ON CONFLICT (message_hash) DO NOTHING RETURNING message_hash`,
        [request.messageHash, request.expiresAt],
      )
      if (used.length === 0) {
        throw new ApiError(409, 'REPLAYED_MESSAGE')
      }
      await assertNameFree(tx, request)
      await tx.query(
        'INSERT INTO names (label, attributes, created_at, updated_at) VALUES ($1, $2, $3, $3)',
        [request.label, '{}', now],
      )
      await tx.query(
        `INSERT INTO name_addresses (label, coin_type, address, plain_account, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [request.label, request.coinType, request.address, request.plainAccount, now],
      )
    })
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error
    // A concurrent registration of the same name or address committed between check and insert.
    await assertNameFree(db, request)
    throw new ApiError(409, 'NAME_TAKEN', { params: { name: request.name } })
  }
}
