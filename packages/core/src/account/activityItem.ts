import type {
  CaipNetworkId,
  OnrampPurchaseInfo,
  OperationType,
  Transaction,
  TransactionStatus,
  TransactionTransfer,
} from '@foyer/protocol'

/** One entry of the Activity tab: a transaction from the API, or one this page just sent. */
export type ActivityItem = {
  id: string
  hash: `0x${string}`
  chain: CaipNetworkId
  status: TransactionStatus
  operationType: OperationType
  /** ISO 8601: when it was mined, or (pending) when it was sent. */
  time: string
  from: string
  to: string
  transfers: readonly TransactionTransfer[]
  /** Sent from this page and not yet listed by the API. */
  local: boolean
  /** An on-ramp purchase (docs/product.md#buy): its provider, fiat amount and status. */
  onramp?: OnrampPurchaseInfo
}

/** An API transaction as an activity entry. */
export function toActivityItem(transaction: Transaction): ActivityItem {
  const { metadata } = transaction
  return {
    id: transaction.id,
    hash: metadata.hash as `0x${string}`,
    chain: metadata.chain,
    status: metadata.status,
    operationType: metadata.operationType,
    time: metadata.minedAt,
    from: metadata.sentFrom,
    to: metadata.sentTo,
    transfers: transaction.transfers,
    local: false,
    ...(transaction.onramp ? { onramp: transaction.onramp } : {}),
  }
}
