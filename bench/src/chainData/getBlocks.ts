import { toHex } from 'viem'
import { jsonRpc } from './jsonRpc'
import { BLOCK_SLOTS } from './transferPlan'

/** A block as `eth_getBlockByNumber(n, true)` answers it (the fields read here). */
export interface RpcBlock {
  number: string
  transactions: { hash: string; blockNumber: string; transactionIndex: string }[]
}

/**
 * `eth_getBlockByNumber(n, true)` of each of `numbers` in one JSON-RPC batch, each checked to
 * hold one generated block's transfers.
 */
export async function getBlocks(rpcUrl: string, numbers: readonly bigint[]): Promise<RpcBlock[]> {
  const blocks = await jsonRpc(
    rpcUrl,
    numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [toHex(number), true] })),
  )
  return blocks.map((block, i) => checkedBlock(block, numbers[i]))
}

/** The block numbers `from`..`to`. */
export function blockNumbers(from: bigint, to: bigint): bigint[] {
  return Array.from({ length: Number(to - from) + 1 }, (_, i) => from + BigInt(i))
}

/** The block, after checking that it is block `number` holding one block's planned transfers. */
export function checkedBlock(block: unknown, number: bigint | undefined): RpcBlock {
  const found = block as RpcBlock | null
  if (!found || BigInt(found.number) !== number) throw new Error(`Block ${number} is missing`)
  if (found.transactions.length !== BLOCK_SLOTS.length) {
    throw new Error(
      `Block ${number} holds ${found.transactions.length} transactions, not ${BLOCK_SLOTS.length}`,
    )
  }
  return found
}
