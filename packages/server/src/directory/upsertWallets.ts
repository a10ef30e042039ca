import type { WalletEntry } from '@foyer/protocol'
import type { Queryable } from '../store/database'
import { assignRanks } from './assignRanks'
import { InvalidDirectoryError } from './invalidDirectoryError'
import { lockWallets } from './lockWallets'
import { searchKey } from './searchKey'

export interface ImportResult {
  /** Wallets that were not stored before. */
  inserted: number
  /** Wallets that were stored before (whether or not anything about them changed). */
  updated: number
}

interface StoredWallet {
  id: string
  rank: number
  rdns: string | null
}

const UPSERT = `
INSERT INTO wallets (id, rank, name_lower, image_id, badge_type, chains, entry)
SELECT id, rank, name_lower, image_id, badge_type, chains, entry::json
FROM json_to_recordset($1::json) AS row (
  id text, rank integer, name_lower text, image_id text, badge_type text, chains text[], entry text
)
ON CONFLICT (id) DO UPDATE SET
  rank = EXCLUDED.rank,
  name_lower = EXCLUDED.name_lower,
  image_id = EXCLUDED.image_id,
  badge_type = EXCLUDED.badge_type,
  chains = EXCLUDED.chains,
  entry = EXCLUDED.entry
WHERE wallets.rank <> EXCLUDED.rank OR wallets.entry::text <> EXCLUDED.entry::text
RETURNING id`

/**
 * Writes validated entries inside the caller's transaction (see importDirectory for the rules).
 * Takes the table lock first. Rejects an entry whose rdns a wallet outside the import already has.
 * Bumps `wallets_version` when any row changed, so that every node's page cache lets go.
 */
export async function upsertWallets(
  tx: Queryable,
  entries: readonly WalletEntry[],
): Promise<ImportResult> {
  await lockWallets(tx)
  const stored = await tx.query<StoredWallet>(
    "SELECT id, rank, entry->>'rdns' AS rdns FROM wallets",
  )
  checkRdns(entries, stored)
  const ranks = assignRanks(entries, stored)
  const rows = entries.map((entry, index) => ({
    id: entry.id,
    rank: ranks[index],
    name_lower: searchKey(entry.name),
    image_id: entry.image_id,
    badge_type: entry.badge_type,
    chains: entry.chains,
    entry: JSON.stringify(entry),
  }))
  const changed = rows.length > 0 ? await tx.query(UPSERT, [JSON.stringify(rows)]) : []
  if (changed.length > 0) await tx.query('UPDATE wallets_version SET version = version + 1')
  const storedIds = new Set(stored.map((wallet) => wallet.id))
  const updated = entries.filter((entry) => storedIds.has(entry.id)).length
  return { inserted: entries.length - updated, updated }
}

/** Two wallets must never announce the same rdns (compared case-insensitively). */
function checkRdns(entries: readonly WalletEntry[], stored: readonly StoredWallet[]): void {
  const importing = new Set(entries.map((entry) => entry.id))
  const owners = new Map<string, string>()
  for (const wallet of stored) {
    if (wallet.rdns !== null && !importing.has(wallet.id)) {
      owners.set(wallet.rdns.toLowerCase(), wallet.id)
    }
  }
  const clashes = entries.flatMap((entry, index) => {
    const owner = entry.rdns === null ? undefined : owners.get(entry.rdns.toLowerCase())
    return owner === undefined
      ? []
      : [`  wallet ${index} ("${entry.id}") rdns: "${entry.rdns}" already belongs to "${owner}"`]
  })
  if (clashes.length > 0) {
    throw new InvalidDirectoryError(`Invalid wallet directory:\n${clashes.join('\n')}`)
  }
}
