import { HISTORY_PAGE_SIZE, type HistoryResponse, toCaipNetworkId } from '@foyer/protocol'
import { getAddress } from 'viem'
import { z } from 'zod'
import { wholeNumber } from '../chain/history/accountQuery'
import { encodeCursor } from '../chain/history/pageCursor'
import type { Database } from '../store/database'
import { expireOnrampPurchases, listOnrampPurchases, type OnrampPurchase } from './onrampPurchases'

/** The cursor key of an on-ramp history page: the last purchase's creation time (ms) and id. */
export type OnrampCursor = [number, string]
export const onrampCursorKey: z.ZodType<OnrampCursor> = z.tuple([
  wholeNumber,
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
])

const STATUS = {
  pending: 'pending',
  completed: 'confirmed',
  failed: 'failed',
  expired: 'failed',
} as const

/** Whether the history route was asked for on-ramp purchases: `?onramp=` set, not `false`. */
export function wantsOnramp(query: unknown): boolean {
  const value = (query as Record<string, unknown> | undefined)?.onramp
  return typeof value === 'string' && value !== '' && value !== 'false'
}

/**
 * `GET /v1/account/{address}/history?onramp=…` (docs/product.md#buy): the address's on-ramp
 * purchases on the chains asked, newest first, HISTORY_PAGE_SIZE a page, each as a transaction
 * received (`operationType: 'receive'`, status pending, confirmed or failed, the delivery's hash,
 * sent from the provider's account) with the purchase in `onramp`. Purchases left unpaid past
 * ONRAMP_PURCHASE_EXPIRY_MS are expired first (failed, `onramp.status` `expired`).
 */
export async function readOnrampHistory(
  db: Database,
  {
    account,
    chainIds,
    cursor,
  }: { account: string; chainIds: readonly number[]; cursor: OnrampCursor | undefined },
  sender: (purchase: OnrampPurchase) => string,
  now: Date = new Date(),
): Promise<HistoryResponse> {
  await expireOnrampPurchases(db, { address: account }, now)
  const rows = await listOnrampPurchases(db, {
    address: account,
    chainIds,
    before: cursor ? { createdAt: new Date(cursor[0]), id: cursor[1] } : undefined,
    limit: HISTORY_PAGE_SIZE + 1,
  })
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  return {
    data: page.map((purchase) => ({
      id: purchase.id,
      metadata: {
        operationType: 'receive',
        hash: purchase.txHash ?? '',
        minedAt: purchase.updatedAt.toISOString(),
        sentFrom: sender(purchase),
        sentTo: getAddress(purchase.address),
        status: STATUS[purchase.status],
        nonce: 0,
        chain: toCaipNetworkId('eip155', purchase.chainId),
      },
      transfers: [
        {
          fungible_info: { name: purchase.token.name, symbol: purchase.token.symbol },
          direction: 'in',
          quantity: { numeric: purchase.cryptoAmount },
        },
      ],
      onramp: {
        provider: purchase.provider,
        status: purchase.status,
        fiatAmount: purchase.fiatAmount,
        fiatCurrency: purchase.fiatCurrency,
        paymentMethod: purchase.paymentMethod,
        ...(purchase.failure ? { failure: purchase.failure } : {}),
      },
    })),
    next:
      rows.length > HISTORY_PAGE_SIZE && last
        ? encodeCursor([last.createdAt.getTime(), last.id])
        : null,
  }
}
