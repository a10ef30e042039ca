import { FoyerError } from '@foyer/protocol'
import {
  createWalletClient,
  http,
  type PrivateKeyAccount,
  type TransactionSerializable,
} from 'viem'
import type { TransactionInput } from './approvalRequest'

/** A transaction filled from the RPC (nonce, gas, fees, chain id), ready to sign as shown. */
export type PreparedTransaction = { serializable: TransactionSerializable; maxFee: bigint }

/**
 * Fills a transaction from the request's RPC URL before the visitor is asked, so the card can
 * show the most it may cost and exactly that transaction is signed. Refuses an RPC on another
 * chain than the request names.
 */
export async function prepareTransaction(
  account: PrivateKeyAccount,
  input: { rpcUrl: string; chainId: number; transaction: TransactionInput },
  fetchFn: typeof fetch,
): Promise<PreparedTransaction> {
  const client = createWalletClient({ account, transport: http(input.rpcUrl, { fetchFn }) })
  if ((await client.getChainId()) !== input.chainId) throw new FoyerError('WRONG_CHAIN')
  const tx = input.transaction
  const base = {
    account,
    chain: null,
    chainId: input.chainId,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    nonce: tx.nonce,
  }
  const prepared =
    tx.gasPrice !== undefined
      ? await client.prepareTransactionRequest({ ...base, gasPrice: tx.gasPrice })
      : await client.prepareTransactionRequest({
          ...base,
          maxFeePerGas: tx.maxFeePerGas,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
        })
  const {
    account: _account,
    from: _from,
    ...serializable
  } = prepared as typeof prepared & {
    from?: unknown
  }
  const feePerGas =
    ('maxFeePerGas' in prepared ? prepared.maxFeePerGas : undefined) ??
    ('gasPrice' in prepared ? prepared.gasPrice : undefined) ??
    0n
  return {
    serializable: { ...serializable, chainId: input.chainId } as TransactionSerializable,
    maxFee: (prepared.gas ?? 0n) * feePerGas,
  }
}

/** Signs the prepared transaction locally and sends the raw bytes to the RPC URL. */
export async function sendPreparedTransaction(
  account: PrivateKeyAccount,
  rpcUrl: string,
  prepared: PreparedTransaction,
  fetchFn: typeof fetch,
): Promise<`0x${string}`> {
  const client = createWalletClient({ account, transport: http(rpcUrl, { fetchFn }) })
  const serializedTransaction = await account.signTransaction(prepared.serializable)
  return client.sendRawTransaction({ serializedTransaction })
}
