import type { Queryable } from '../store/database'

/**
 * Holds the `wallets` table against other writers until the transaction ends (readers go on),
 * so that two imports, or two nodes seeding at start, run one after the other.
 */
export async function lockWallets(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE wallets IN SHARE ROW EXCLUSIVE MODE')
}
