import type { SwapTransaction } from '@foyer/protocol'
import { FoyerError } from '@foyer/protocol'
import {
  type Config,
  getCapabilities,
  getClient,
  sendCalls,
  sendTransaction,
  waitForCallsStatus,
} from '@wagmi/core'
import type { Address, Hash, Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'

/** A built transaction as the wallet is asked to send it (the API's gas when it gave one). */
export function swapCall(tx: SwapTransaction, withGas: boolean) {
  return {
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    ...(withGas && tx.gas ? { gas: BigInt(tx.gas) } : {}),
  }
}

/** What the connected wallet can do with calls on a chain (EIP-5792 capabilities). */
export type BatchCapabilities = {
  /** It sends calls together atomically (`atomic.status` supported or ready). */
  atomic: boolean
  /** A paymaster pays the gas of its calls (`paymasterService.supported`). */
  sponsored: boolean
}

/**
 * What the connected wallet can do with calls on `chainId` (`wallet_getCapabilities`). A wallet
 * that does not answer the method can do neither.
 */
export async function batchCapabilities(
  config: Config,
  account: Address,
  chainId: number,
): Promise<BatchCapabilities> {
  try {
    const capabilities = (await getCapabilities(config, { account, chainId })) as {
      atomic?: { status?: string }
      paymasterService?: { supported?: boolean }
    }
    const status = capabilities.atomic?.status
    return {
      atomic: status === 'supported' || status === 'ready',
      sponsored: capabilities.paymasterService?.supported === true,
    }
  } catch {
    return { atomic: false, sponsored: false }
  }
}

/** Asks the wallet to send one transaction; resolves with its hash once sent. */
export function sendSwapTransaction(
  config: Config,
  chainId: number,
  tx: SwapTransaction,
  withGas: boolean,
): Promise<Hash> {
  return sendTransaction(config, { ...swapCall(tx, withGas), chainId })
}

/** Follows a sent transaction to its receipt: true when it succeeded. */
export async function transactionSucceeded(
  config: Config,
  chainId: number,
  hash: Hash,
  timeout: number,
): Promise<boolean> {
  // viem's wait, not wagmi's: wagmi's throws on a reverted receipt instead of returning it.
  const client = getClient(config, { chainId })
  if (!client) throw new FoyerError('NETWORK_NOT_FOUND', { details: String(chainId) })
  const receipt = await waitForTransactionReceipt(client, { hash, timeout })
  return receipt.status === 'success'
}

/** Asks the wallet to send the calls as one atomic batch (`wallet_sendCalls`); resolves with its id. */
export async function sendSwapBatch(
  config: Config,
  chainId: number,
  txs: readonly SwapTransaction[],
): Promise<string> {
  const { id } = await sendCalls(config, {
    chainId,
    forceAtomic: true,
    calls: txs.map((tx) => swapCall(tx, false)),
  })
  return id
}

/** Follows a batch until it is in: whether it succeeded, and the transaction that carried it. */
export async function batchOutcome(
  config: Config,
  id: string,
  timeout: number,
): Promise<{ ok: boolean; hash: Hash | undefined }> {
  const result = await waitForCallsStatus(config, { id, timeout, pollingInterval: 1_000 })
  const receipts = result.receipts ?? []
  return {
    ok: result.status === 'success',
    hash: receipts[receipts.length - 1]?.transactionHash,
  }
}

/** The batch's id stands for its Activity entry until the transaction that carried it is known. */
export const batchPlaceholder = (callsId: string): Hash => callsId.slice(0, 66) as Hash
