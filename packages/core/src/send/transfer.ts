import { type Address, concatHex, type Hex, numberToHex, padHex } from 'viem'
import type { SendToken } from './sendToken'

/** One token transfer to send: `amount` of `token` from `from` to `to` on `chainId`. */
export type Transfer = {
  chainId: number
  from: Address
  to: Address
  token: SendToken
  /** In the token's smallest unit. */
  amount: bigint
}

/** The selector of ERC-20 `transfer(address,uint256)`. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb'

/**
 * The call a transfer makes: value to the receiver, or an ERC-20 `transfer` on the contract. The
 * call data is the selector and the two arguments as 32-byte words, encoded here rather than
 * with viem's `encodeFunctionData(erc20Abi)`: those share modules with the page's initial code
 * and would carry the whole ABI and encoder into it (the tests check both agree).
 */
export function transferCall(transfer: Transfer): { to: Address; value: bigint; data?: Hex } {
  const contract = transfer.token.address as Address | undefined
  if (!contract) return { to: transfer.to, value: transfer.amount }
  const data = concatHex([
    ERC20_TRANSFER_SELECTOR,
    padHex(transfer.to.toLowerCase() as Hex, { size: 32 }),
    numberToHex(transfer.amount, { size: 32 }),
  ])
  return { to: contract, value: 0n, data }
}
