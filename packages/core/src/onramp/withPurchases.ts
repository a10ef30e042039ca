import type { ActivityItem } from '../account/activityItem'

/**
 * A history page with the account's on-ramp purchases (docs/product.md#buy): a purchase whose
 * delivery is on the page marks that transaction as bought; the others (paying, failed, or
 * delivered but not indexed yet) are listed beside it.
 */
export function withPurchases(
  items: readonly ActivityItem[],
  purchases: readonly ActivityItem[],
): ActivityItem[] {
  const byHash = new Map(
    purchases.filter((purchase) => purchase.hash).map((p) => [p.hash.toLowerCase(), p]),
  )
  const shown = new Set<ActivityItem>()
  const marked = items.map((item) => {
    const purchase = byHash.get(item.hash.toLowerCase())
    if (!purchase) return item
    shown.add(purchase)
    return { ...item, onramp: purchase.onramp }
  })
  return [...marked, ...purchases.filter((purchase) => !shown.has(purchase))]
}
