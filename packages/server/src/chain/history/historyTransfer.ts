import type { TransactionTransfer, TransferDirection } from '@foyer/protocol'
import { formatUnits } from 'viem'
import type { RegisteredChain } from '../chainRegistry'
import type { NftMetadata } from './createNftMetadataResolver'
import type { HistoryTransferRow } from './readHistoryPage'

export interface HistoryTransferContext {
  chain: RegisteredChain
  account: string
  /** Today's price of the coin or token, when known. */
  price: number | undefined
  /** The NFT's metadata, when it could be read. */
  nft: NftMetadata | undefined
  iconUrl: ((symbol: string) => string | undefined) | undefined
}

/** Whether the value came to the account, left it, or went from it to itself. */
export function transferDirection(row: HistoryTransferRow, account: string): TransferDirection {
  if (row.from_address === account && row.to_address === account) return 'self'
  return row.from_address === account ? 'out' : 'in'
}

/**
 * One transfer as the history shows it: coins and tokens as `fungible_info` with the exact
 * amount in whole units (a token whose decimals are unknown: in its smallest unit), valued at
 * `price` when one is known; an NFT as `nft_info`, named by its metadata or collection.
 */
export function historyTransfer(
  row: HistoryTransferRow,
  { chain, account, price, nft, iconUrl }: HistoryTransferContext,
): TransactionTransfer {
  const direction = transferDirection(row, account)
  if (row.standard === 'erc721') {
    const tokenId = row.token_id ?? '0'
    const collection = row.name ?? row.contract ?? 'NFT'
    return {
      nft_info: {
        name: nft?.name ?? `${collection} #${tokenId}`,
        ...(nft?.image ? { content: { preview: { url: nft.image } } } : {}),
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const native = row.standard === 'native'
  const name = native ? chain.nativeCurrency.name : (row.name ?? row.contract ?? '')
  const symbol = native ? chain.nativeCurrency.symbol : (row.symbol ?? '')
  const decimals = native ? chain.nativeCurrency.decimals : (row.decimals ?? 0)
  const numeric = formatUnits(BigInt(row.amount ?? '0'), decimals)
  const icon = symbol === '' ? undefined : iconUrl?.(symbol)
  return {
    fungible_info: { name, symbol, ...(icon ? { icon: { url: icon } } : {}) },
    direction,
    quantity: { numeric },
    // A token whose decimals are unknown has no whole units to price.
    ...(price === undefined || (!native && row.decimals === null)
      ? {}
      : { price, value: Number(numeric) * price }),
  }
}
