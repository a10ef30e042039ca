import {
  type Balance,
  type CaipNetworkId,
  isSolanaAddress,
  parseCaipAddress,
} from '@foyer/protocol'
import { isAddress, parseUnits } from 'viem'

/** A token as the send flow uses it, from the account's balances. */
export type SendToken = {
  name: string
  symbol: string
  iconUrl: string
  chainId: CaipNetworkId
  /**
   * The token, in its namespace's form: an ERC-20 contract (`0x…`) on eip155, an SPL mint
   * (base58) on solana; undefined for the native coin.
   */
  address: string | undefined
  decimals: number
  /** What the account holds, in the token's smallest unit. */
  balance: bigint
  /** One whole token in the chosen currency; 0 when the API knows no price. */
  price: number
}

/** Reads a balance of the API (CAIP-10 `address` for a token, none for the native coin). */
export function toSendToken(balance: Balance): SendToken {
  const decimals = Number(balance.quantity.decimals)
  const contract = balance.address ? parseCaipAddress(balance.address)?.address : undefined
  const valid = balance.chainId.startsWith('solana:') ? isSolanaAddress : isAddress
  if (balance.address && (!contract || !valid(contract))) {
    throw new Error(`Not a token address: ${balance.address}`)
  }
  return {
    name: balance.name,
    symbol: balance.symbol,
    iconUrl: balance.iconUrl,
    chainId: balance.chainId,
    address: contract,
    decimals,
    balance: parseUnits(balance.quantity.numeric, decimals),
    price: balance.price,
  }
}
