import type { Queryable } from '../store/database'
import { decryptShare, encryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

export interface NewWalletShares {
  userId: string
  address: string
  authShare: string
  recoveryShare: string
  now: Date
}

/** Stores the user's wallet, each share under its own key; false when the user has one. */
export async function storeWalletShares(
  db: Queryable,
  keys: WalletKeys,
  { userId, address, authShare, recoveryShare, now }: NewWalletShares,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO wallet_shares (user_id, address, auth_share, recovery_share, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [
      userId,
      address,
      encryptShare(keys.authShareKey, authShare, userId),
      encryptShare(keys.recoveryKey, recoveryShare, userId),
      now,
    ],
  )
  return rows.length > 0
}

/** The user's address and decrypted auth share, or `undefined` without a wallet. */
export async function readAuthShare(
  db: Queryable,
  keys: WalletKeys,
  userId: string,
): Promise<{ address: string; authShare: string } | undefined> {
  const [row] = await db.query<{ address: string; auth_share: string }>(
    'SELECT address, auth_share FROM wallet_shares WHERE user_id = $1',
    [userId],
  )
  if (!row) return undefined
  return {
    address: row.address,
    authShare: decryptShare(keys.authShareKey, row.auth_share, userId),
  }
}
