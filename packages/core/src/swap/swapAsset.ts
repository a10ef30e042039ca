import {
  type Balance,
  NATIVE_TOKEN_ADDRESS,
  parseCaipAddress,
  type SwapToken,
} from '@foyer/protocol'
import { type Address, isAddressEqual, parseUnits } from 'viem'

/** A token the swap API trades on the network, with what the account holds of it. */
export type SwapAsset = {
  address: Address
  symbol: string
  name: string
  decimals: number
  logoUri: string | undefined
  /** In the token's smallest unit; undefined while the account's balances are unknown. */
  balance: bigint | undefined
  /** One whole token in the chosen currency; 0 when the API knows no price. */
  price: number
}

export const isNativeAsset = (address: string): boolean =>
  isAddressEqual(address as Address, NATIVE_TOKEN_ADDRESS)

/** Where `balance` is a token (its CAIP-10 `address`) or the native coin (none): as the API's address. */
function balanceAddress(balance: Balance): Address {
  if (!balance.address) return NATIVE_TOKEN_ADDRESS
  return (parseCaipAddress(balance.address)?.address ?? balance.address) as Address
}

/**
 * The swap API's tokens with the account's balances (`balances` undefined while they are
 * unknown; a token missing from known balances is held at 0).
 */
export function toSwapAssets(
  tokens: readonly SwapToken[],
  balances: readonly Balance[] | undefined,
): SwapAsset[] {
  return tokens.map((token) => {
    const held = balances?.find(
      (balance) => balanceAddress(balance).toLowerCase() === token.address.toLowerCase(),
    )
    let balance: bigint | undefined
    if (balances) {
      try {
        balance = held ? parseUnits(held.quantity.numeric, token.decimals) : 0n
      } catch {
        balance = undefined
      }
    }
    return {
      address: token.address as Address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri ?? (held?.iconUrl || undefined),
      balance,
      price: held?.price ?? 0,
    }
  })
}

/** The tokens whose symbol, name or address contains `query` (case-insensitive); all for ''. */
export function searchSwapAssets(assets: readonly SwapAsset[], query: string): SwapAsset[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...assets]
  return assets.filter(
    (asset) =>
      asset.symbol.toLowerCase().includes(needle) ||
      asset.name.toLowerCase().includes(needle) ||
      asset.address.toLowerCase() === needle,
  )
}

/** The tokens of `addresses`, in their order, that `assets` has. */
export function pickAssets(
  assets: readonly SwapAsset[],
  addresses: readonly string[],
): SwapAsset[] {
  return addresses.flatMap((address) => {
    const found = assets.find((asset) => asset.address.toLowerCase() === address.toLowerCase())
    return found ? [found] : []
  })
}
