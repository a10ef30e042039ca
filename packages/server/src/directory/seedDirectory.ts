import type { Database } from '../store/database'
import wallets from './data/wallets.json'
import { lockWallets } from './lockWallets'
import { parseDirectory } from './parseDirectory'
import { type ImportResult, upsertWallets } from './upsertWallets'

/**
 * At server start: imports the shipped directory (`data/wallets.json`) when the `wallets` table is
 * empty, and leaves a directory that is already there (the operator's imports) alone. Returns
 * what it imported, or undefined when it left the table alone.
 */
export async function seedDirectory(db: Database): Promise<ImportResult | undefined> {
  const directory = parseDirectory(wallets)
  return db.transaction(async (tx) => {
    await lockWallets(tx)
    const [row] = await tx.query<{ stored: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM wallets) AS stored',
    )
    return row?.stored ? undefined : upsertWallets(tx, directory)
  })
}
