import {
  ONRAMP_PURCHASE_EXPIRY_MS,
  type OnrampFiatCurrency,
  type OnrampPaymentMethod,
  type OnrampPurchaseStatus,
  type OnrampToken,
} from '@foyer/protocol'
import type { Database, Queryable } from '../store/database'

/** One recorded purchase (migration 0023). */
export interface OnrampPurchase {
  id: string
  projectId: string
  /** Lowercase 0x destination. */
  address: string
  chainId: number
  token: OnrampToken
  fiatAmount: string
  fiatCurrency: OnrampFiatCurrency
  paymentMethod: OnrampPaymentMethod
  cryptoAmount: string
  provider: string
  status: OnrampPurchaseStatus
  failure: string | undefined
  txHash: string | undefined
  /** The dapp's `redirectUrl` (http or https), shown as a link once the purchase ends. */
  redirectUrl: string | undefined
  createdAt: Date
  updatedAt: Date
}

type Row = {
  id: string
  project_id: string
  address: string
  chain_id: string | number
  token_symbol: string
  token_name: string
  token_address: string
  token_decimals: number
  fiat_amount: string
  fiat_currency: string
  payment_method: string
  crypto_amount: string
  provider: string
  status: string
  failure: string | null
  tx_hash: string | null
  redirect_url: string | null
  created_at: Date | string
  updated_at: Date | string
}

const fromRow = (row: Row): OnrampPurchase => ({
  id: row.id,
  projectId: row.project_id,
  address: row.address,
  chainId: Number(row.chain_id),
  token: {
    symbol: row.token_symbol,
    name: row.token_name,
    address: row.token_address,
    decimals: row.token_decimals,
  },
  fiatAmount: row.fiat_amount,
  fiatCurrency: row.fiat_currency as OnrampFiatCurrency,
  paymentMethod: row.payment_method as OnrampPaymentMethod,
  cryptoAmount: row.crypto_amount,
  provider: row.provider,
  status: row.status as OnrampPurchaseStatus,
  failure: row.failure ?? undefined,
  txHash: row.tx_hash ?? undefined,
  redirectUrl: row.redirect_url ?? undefined,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
})

export type NewOnrampPurchase = Omit<
  OnrampPurchase,
  'status' | 'failure' | 'txHash' | 'createdAt' | 'updatedAt'
>

/** Records a purchase as pending (its payment page is open). */
export async function createOnrampPurchase(
  db: Queryable,
  purchase: NewOnrampPurchase,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO onramp_purchases (id, project_id, address, chain_id, token_symbol, token_name,
       token_address, token_decimals, fiat_amount, fiat_currency, payment_method, crypto_amount,
       provider, redirect_url, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'pending', $15, $15)`,
    [
      purchase.id,
      purchase.projectId,
      purchase.address.toLowerCase(),
      purchase.chainId,
      purchase.token.symbol,
      purchase.token.name,
      purchase.token.address.toLowerCase(),
      purchase.token.decimals,
      purchase.fiatAmount,
      purchase.fiatCurrency,
      purchase.paymentMethod,
      purchase.cryptoAmount,
      purchase.provider,
      purchase.redirectUrl ?? null,
      now,
    ],
  )
}

export async function readOnrampPurchase(
  db: Queryable,
  id: string,
): Promise<OnrampPurchase | undefined> {
  const [row] = await db.query<Row>('SELECT * FROM onramp_purchases WHERE id = $1', [id])
  return row ? fromRow(row) : undefined
}

/** Why an expired purchase ended (the history's `failure`, the page's words). */
export const EXPIRED_PURCHASE_FAILURE = `It was not paid within ${ONRAMP_PURCHASE_EXPIRY_MS / 60_000} minutes: nothing was taken and nothing was sent`

/** The creation time before which an unpaid purchase has expired at `now`. */
const expiryCutoff = (now: Date) => new Date(now.getTime() - ONRAMP_PURCHASE_EXPIRY_MS)

/**
 * Ends as `expired` the purchases of one id or one address that are still pending, unpaid, and
 * older than ONRAMP_PURCHASE_EXPIRY_MS at `now`; run before a purchase is shown or listed.
 */
export async function expireOnrampPurchases(
  db: Queryable,
  which: { id: string } | { address: string },
  now: Date,
): Promise<void> {
  const [column, value] =
    'id' in which ? ['id', which.id] : ['address', which.address.toLowerCase()]
  await db.query(
    `UPDATE onramp_purchases SET status = 'expired', failure = $3, updated_at = $4
     WHERE ${column} = $1 AND status = 'pending' AND paid_at IS NULL AND created_at <= $2`,
    [value, expiryCutoff(now), EXPIRED_PURCHASE_FAILURE, now],
  )
}

/**
 * Takes a pending purchase for its payment, once: the first caller gets it, any other (a second
 * submit of the page, another API node) gets undefined (`paid_at` is set once), and so does a
 * purchase older than ONRAMP_PURCHASE_EXPIRY_MS.
 */
export async function claimOnrampPurchase(
  db: Queryable,
  id: string,
  now: Date,
): Promise<OnrampPurchase | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE onramp_purchases SET paid_at = $2, updated_at = $2
     WHERE id = $1 AND status = 'pending' AND paid_at IS NULL AND created_at > $3
     RETURNING *`,
    [id, now, expiryCutoff(now)],
  )
  return row ? fromRow(row) : undefined
}

/** Ends a purchase: completed with its delivery's hash, or failed with the reason. */
export async function finishOnrampPurchase(
  db: Queryable,
  id: string,
  outcome: { status: 'completed'; txHash: string } | { status: 'failed'; failure: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE onramp_purchases SET status = $2, tx_hash = $3, failure = $4, updated_at = $5
     WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.status === 'completed' ? outcome.txHash : null,
      outcome.status === 'failed' ? outcome.failure : null,
      now,
    ],
  )
}

/** Rows of one history page: `address`'s purchases, newest first, after the `cursor` row. */
export async function listOnrampPurchases(
  db: Database,
  {
    address,
    chainIds,
    before,
    limit,
  }: {
    address: string
    chainIds: readonly number[]
    before: { createdAt: Date; id: string } | undefined
    limit: number
  },
): Promise<OnrampPurchase[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM onramp_purchases
     WHERE address = $1 AND chain_id = ANY($2::bigint[])
       AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::text))
     ORDER BY created_at DESC, id DESC
     LIMIT $5`,
    [address.toLowerCase(), chainIds, before?.createdAt ?? null, before?.id ?? null, limit],
  )
  return rows.map(fromRow)
}
