import { type CaipNetworkId, toCaipAddress } from '@foyer/protocol'
import { formatUnits } from 'viem'
import type { AccountBalance } from './accountBalances'

/** An amount held, as the node reads it: of `native`, or of the token at an address (a mint). */
export interface HeldAmount {
  asset: 'native' | string
  name: string
  symbol: string
  decimals: number
  /** In the asset's smallest unit. */
  amount: bigint
}

/**
 * One entry of the balance route's answer, on any chain: the amount in whole units, its price
 * (0 when none is known, the schema's "no price known", never a made-up price) and worth; a
 * token's CAIP-10 address, none for the native coin.
 */
export function balanceEntry(
  chainId: CaipNetworkId,
  { asset, name, symbol, decimals, amount }: HeldAmount,
  price: number,
): AccountBalance {
  const numeric = formatUnits(amount, decimals)
  return {
    name,
    symbol,
    chainId,
    ...(asset === 'native' ? {} : { address: toCaipAddress(chainId, asset) }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
  }
}
