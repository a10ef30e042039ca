import { type PublicClient, type RpcLog, toHex } from 'viem'
import { TRANSFER_TOPIC } from './indexerConstants'

export interface TransferLogs {
  /** The last block the logs cover: `to`, or before it when the node refused that range. */
  to: bigint
  logs: RpcLog[]
}

/**
 * The `Transfer` logs of blocks `from`..`to` in one `eth_getLogs`. Providers refuse a range of
 * too many blocks or with too many results, so a range the node refuses is halved (keeping
 * `from`) and asked again, down to one block, whose error is thrown. A range of more than one
 * block is asked once, without the transport's retries (its failure halves it instead); one
 * block keeps them.
 */
export async function fetchTransferLogs(
  client: PublicClient,
  from: bigint,
  to: bigint,
): Promise<TransferLogs> {
  let last = to
  for (;;) {
    try {
      const logs: RpcLog[] = await client.request(
        {
          method: 'eth_getLogs',
          params: [{ fromBlock: toHex(from), toBlock: toHex(last), topics: [TRANSFER_TOPIC] }],
        },
        last > from ? { retryCount: 0 } : undefined,
      )
      return { to: last, logs }
    } catch (error) {
      if (last <= from) throw error
      last = from + (last - from + 1n) / 2n - 1n
    }
  }
}
