import type { TransactionTransfer } from '@foyer/protocol'
import { formatUnits } from 'viem'
import type { SwapAsset } from './swapAsset'

/**
 * One side of a transaction this page sent, as Activity lists it until the API does: `value` of
 * `asset` (smallest units) going out or coming in, with its worth at the asset's price.
 */
export function swapTransfer(
  asset: SwapAsset,
  value: bigint,
  direction: 'in' | 'out',
): TransactionTransfer {
  const numeric = formatUnits(value, asset.decimals)
  return {
    fungible_info: {
      name: asset.name,
      symbol: asset.symbol,
      ...(asset.logoUri ? { icon: { url: asset.logoUri } } : {}),
    },
    direction,
    quantity: { numeric },
    price: asset.price,
    value: asset.price * Number(numeric),
  }
}
