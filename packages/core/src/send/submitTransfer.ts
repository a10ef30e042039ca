import { type Config, sendTransaction } from '@wagmi/core'
import type { Hash } from 'viem'
import { type Transfer, transferCall } from './transfer'

/**
 * Asks the connected wallet to send the transfer: the native coin as value, an ERC-20 token as
 * a call of its `transfer` (encoded by transferCall; wagmi's writeContract would make the same
 * call, but carries viem's contract-error decoding into the page's initial code). `gas` is the
 * preview's estimate, when it had one. Resolves with the hash once the wallet has sent it.
 */
export function submitTransfer(config: Config, transfer: Transfer, gas?: bigint): Promise<Hash> {
  return sendTransaction(config, { ...transferCall(transfer), chainId: transfer.chainId, gas })
}
