import type { Queryable } from '../store/database'

export interface WalletRow {
  id: string
  rank: number
  name_lower: string
  image_id: string
  badge_type: string
  chains: string[]
  /** The stored json text, exactly. */
  entry: string
}

/** Every stored row in serving order, for tests and checks. */
export function readWallets(db: Queryable): Promise<WalletRow[]> {
  return db.query<WalletRow>(
    'SELECT id, rank, name_lower, image_id, badge_type, chains, entry::text AS entry FROM wallets ORDER BY rank',
  )
}
