import { z } from 'zod'
import { caipNetworkIdSchema } from '../caipSchemas'
import { onrampPurchaseInfoSchema } from '../onramp/onrampSchemas'

export const OPERATION_TYPES = [
  'send',
  'receive',
  'trade',
  'execute',
  'mint',
  'burn',
  'approve',
] as const
export type OperationType = (typeof OPERATION_TYPES)[number]

export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number]

export const transactionMetadataSchema = z.object({
  operationType: z.enum(OPERATION_TYPES),
  hash: z.string(),
  /** ISO 8601 time of the block. */
  minedAt: z.string(),
  sentFrom: z.string(),
  sentTo: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  nonce: z.number().int().nonnegative(),
  chain: caipNetworkIdSchema,
})

export const fungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.object({ url: z.string() }).optional(),
})

export const nftInfoSchema = z.object({
  name: z.string(),
  content: z.object({ preview: z.object({ url: z.string() }).optional() }).optional(),
})

/** One value moved by a transaction, seen from the account: `quantity.numeric` in whole units. */
export const transactionTransferSchema = z.object({
  fungible_info: fungibleInfoSchema.optional(),
  nft_info: nftInfoSchema.optional(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nonnegative().optional(),
  price: z.number().nonnegative().optional(),
})
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.array(transactionTransferSchema),
  /** With `?onramp=`: the on-ramp purchase this entry is (docs/product.md#buy). */
  onramp: onrampPurchaseInfoSchema.optional(),
})
export type Transaction = z.infer<typeof transactionSchema>

/** `GET /v1/account/{account}/history`: newest first; `next` is the cursor of the next page. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable(),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20
