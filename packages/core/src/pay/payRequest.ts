import { FoyerError } from '@foyer/protocol'
import { type Address, isAddress } from 'viem'

/**
 * What `foyer.pay` is asked (docs/product.md#pay): `amount` of `token` to `to` on `chainId`.
 * `amount` is a decimal string in the token's whole units ("2.5"); `token` an ERC-20 address, or
 * NATIVE_TOKEN_ADDRESS for the native coin; `chainId` a number (8453) or a CAIP-2 id
 * ("eip155:8453").
 */
export type PayRequest = {
  to: string
  amount: string
  token: string
  chainId: number | string
}

/** A checked request: the receiver and token as addresses, the chain as its number. */
export type CheckedPayRequest = { to: Address; amount: string; token: Address; chainId: number }

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/

/**
 * Checks a pay request: a positive decimal amount and a receiver address (else
 * AMOUNT_AND_RECEIVER_REQUIRED), a token address (else TOKEN_REQUIRED), an eip155 chain (else
 * UNSUPPORTED_CHAIN).
 */
export function checkPayRequest(request: Partial<PayRequest> | undefined): CheckedPayRequest {
  const to = typeof request?.to === 'string' ? request.to.trim() : ''
  const amount = typeof request?.amount === 'string' ? request.amount.trim() : ''
  if (!isAddress(to) || !DECIMAL.test(amount) || !/[1-9]/.test(amount)) {
    throw new FoyerError('AMOUNT_AND_RECEIVER_REQUIRED')
  }
  const token = typeof request?.token === 'string' ? request.token.trim() : ''
  if (!isAddress(token)) throw new FoyerError('TOKEN_REQUIRED')
  const chainId = chainNumber(request?.chainId)
  if (chainId === undefined) throw new FoyerError('UNSUPPORTED_CHAIN')
  return { to, amount, token, chainId }
}

function chainNumber(chainId: unknown): number | undefined {
  if (typeof chainId === 'number')
    return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  if (typeof chainId !== 'string') return undefined
  const match = /^(?:eip155:)?([1-9]\d*)$/.exec(chainId.trim())
  return match?.[1] ? Number(match[1]) : undefined
}
