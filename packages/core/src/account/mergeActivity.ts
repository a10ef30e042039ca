import { PENDING_TRANSACTIONS_LIMIT } from './accountLimits'
import type { ActivityItem } from './activityItem'

const timeOf = (item: ActivityItem) => Date.parse(item.time) || 0
const newestFirst = (a: ActivityItem, b: ActivityItem) => timeOf(b) - timeOf(a)
const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The Activity tab's list: pending transactions first, then the confirmed and failed ones, each
 * newest first. The API's entry of a transaction wins over the page's own record of it (which
 * then goes); at most PENDING_TRANSACTIONS_LIMIT pending entries are shown (docs/product.md).
 */
export function mergeActivity(
  local: readonly ActivityItem[],
  remote: readonly ActivityItem[],
): ActivityItem[] {
  const unknown = local.filter((item) => !remote.some((known) => sameHash(known.hash, item.hash)))
  const all = [...unknown, ...remote]
  const pending = all.filter((item) => item.status === 'pending').sort(newestFirst)
  const settled = all.filter((item) => item.status !== 'pending').sort(newestFirst)
  return [...pending.slice(0, PENDING_TRANSACTIONS_LIMIT), ...settled]
}
