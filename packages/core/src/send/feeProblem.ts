import { type Config, getClient } from '@wagmi/core'
import { getBalance } from 'viem/actions'
import type { SendFee } from './estimateSendFee'
import type { SendError } from './sendError'
import type { Transfer } from './transfer'

/**
 * Why the account cannot pay the known fee, if it cannot: of the native coin, the amount and the
 * fee together must not exceed the balance; of a token, the fee must not exceed the native coin
 * held (when it could be read).
 */
export function feeProblem(
  transfer: Pick<Transfer, 'token' | 'amount'>,
  fee: Pick<SendFee, 'total'> | null | undefined,
  nativeBalance: bigint | undefined,
): SendError | undefined {
  if (!fee) return undefined
  if (!transfer.token.address) {
    return transfer.amount + fee.total <= transfer.token.balance
      ? undefined
      : 'INSUFFICIENT_BALANCE'
  }
  return nativeBalance === undefined || fee.total <= nativeBalance
    ? undefined
    : 'INSUFFICIENT_FEE_BALANCE'
}

/** What the account holds of the native coin, from the chain; undefined when unknown. */
export async function readNativeBalance(
  config: Config,
  transfer: Transfer,
): Promise<bigint | undefined> {
  const client = getClient(config, { chainId: transfer.chainId })
  if (!client) return undefined
  return getBalance(client, { address: transfer.from }).catch(() => undefined)
}
