import type { SendToken } from './sendToken'

/**
 * The most that can be sent: a token's whole balance; of the native coin, the balance less the
 * network fee (nothing when the fee is more). With no fee estimate, the whole balance: the
 * preview then says the fee is unknown.
 */
export function maxSendAmount(token: SendToken, fee: bigint | null): bigint {
  if (token.address || fee === null) return token.balance
  return token.balance > fee ? token.balance - fee : 0n
}
