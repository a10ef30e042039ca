import type { WalletEntry } from '@foyer/protocol'

export interface StoredRank {
  id: string
  rank: number
}

/**
 * The rank of each entry of an import, in the import's order (rank 0 is served first):
 * - an import that lists every wallet already stored sets the serving order: rank = position;
 * - otherwise stored wallets keep their rank and new ones follow the last, in the import's order.
 */
export function assignRanks(
  entries: readonly WalletEntry[],
  stored: readonly StoredRank[],
): number[] {
  const ids = new Set(entries.map((entry) => entry.id))
  if (stored.every((wallet) => ids.has(wallet.id))) return entries.map((_, index) => index)
  const ranks = new Map(stored.map((wallet) => [wallet.id, wallet.rank]))
  let next = Math.max(...stored.map((wallet) => wallet.rank)) + 1
  return entries.map((entry) => ranks.get(entry.id) ?? next++)
}
