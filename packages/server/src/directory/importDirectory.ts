import type { WalletEntry } from '@foyer/protocol'
import type { Database } from '../store/database'
import { parseDirectory } from './parseDirectory'
import { type ImportResult, upsertWallets } from './upsertWallets'

/**
 * Imports wallets in the `/getWallets` data shape, listed in serving order, in one transaction:
 * validated first (an InvalidDirectoryError lists every problem and nothing is written), then
 * upserted by id, so importing again updates and never duplicates.
 *
 * Order (`rank`): an import that lists every stored wallet (a full directory, such as
 * `data/wallets.json` or an edited copy of it) sets the serving order to its own. A partial import
 * leaves the order alone: stored wallets keep their place and new ones are served after all the
 * others, in the import's order. Wallets missing from an import are kept, never deleted.
 */
export async function importDirectory(
  db: Database,
  entries: readonly WalletEntry[],
): Promise<ImportResult> {
  const directory = parseDirectory(entries)
  return db.transaction((tx) => upsertWallets(tx, directory))
}
