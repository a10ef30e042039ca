import { type Config, sendTransaction } from '@wagmi/core'
import type { Hash } from 'viem'
import type { SendFee } from './estimateSendFee'
import { type Transfer, transferCall } from './transfer'

/**
 * Asks the connected wallet to send the transfer: the native coin as value, an ERC-20 token as
 * a call of its `transfer` (encoded by transferCall; wagmi's writeContract would make the same
 * call, but carries viem's contract-error decoding into the page's initial code). With the
 * preview's fee estimate, the transaction carries its gas and fee caps: what the preview showed
 * (and what Max left room for) is the most it can cost. Without one, the wallet chooses. Resolves
 * with the hash once the wallet has sent it.
 */
export function submitTransfer(
  config: Config,
  transfer: Transfer,
  fee: SendFee | null,
): Promise<Hash> {
  const call = { ...transferCall(transfer), chainId: transfer.chainId }
  if (!fee) return sendTransaction(config, call)
  return sendTransaction(config, { ...call, gas: fee.gas, ...fee.fees })
}
