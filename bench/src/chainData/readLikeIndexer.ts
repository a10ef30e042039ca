import { toHex } from 'viem'
import { TRANSFER_TOPIC } from '../../../packages/server/src/chain/indexer/indexerConstants'
import type { BlockRate } from './blockRate'
import { blockNumbers, getBlocks } from './getBlocks'
import { jsonRpc, jsonRpcOne } from './jsonRpc'
import type { TransferBlocks } from './mineTransferBlocks'
import { BLOCK_SLOTS } from './transferPlan'

interface RpcLog {
  blockNumber: string
  transactionIndex: string
}

const TOKEN_TRANSFERS_PER_BLOCK = BLOCK_SLOTS.filter((slot) => slot.kind === 'erc20').length

/**
 * Every node read the indexer makes for the generated blocks, without the indexer: per range of
 * `blockRange` blocks (one step), the blocks with their transactions in batches of `batchSize`,
 * the range's `Transfer` logs in one `eth_getLogs`, then the receipts of the transactions no log
 * proves successful (the native transfers) in batches of `batchSize`, side by side. Checks that
 * every token transfer logged and every native transfer succeeded.
 */
export async function readLikeIndexer(
  rpcUrl: string,
  range: TransferBlocks,
  blockRange: number,
  batchSize: number,
): Promise<BlockRate> {
  const started = performance.now()
  for (let from = range.firstBlock; from <= range.lastBlock; from += BigInt(blockRange)) {
    const last = from + BigInt(blockRange) - 1n
    const to = last < range.lastBlock ? last : range.lastBlock
    const blocks = (
      await Promise.all(
        chunks(blockNumbers(from, to), batchSize).map((batch) => getBlocks(rpcUrl, batch)),
      )
    ).flat()
    const logs = (await jsonRpcOne(rpcUrl, {
      method: 'eth_getLogs',
      params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [TRANSFER_TOPIC] }],
    })) as RpcLog[]
    if (logs.length !== blocks.length * TOKEN_TRANSFERS_PER_BLOCK) {
      throw new Error(`Blocks ${from}–${to} logged ${logs.length} token transfers`)
    }
    const logged = new Set(
      logs.map((log) => `${BigInt(log.blockNumber)}:${Number(log.transactionIndex)}`),
    )
    const unproven = blocks
      .flatMap((block) => block.transactions)
      .filter((tx) => !logged.has(`${BigInt(tx.blockNumber)}:${Number(tx.transactionIndex)}`))
    const receipts = await Promise.all(
      chunks(unproven, batchSize).map((batch) =>
        jsonRpc(
          rpcUrl,
          batch.map((tx) => ({ method: 'eth_getTransactionReceipt', params: [tx.hash] })),
        ),
      ),
    )
    const failed = receipts
      .flat()
      .filter((receipt) => (receipt as { status?: string })?.status !== '0x1')
    if (failed.length > 0) {
      throw new Error(`${failed.length} transfers of blocks ${from}–${to} failed`)
    }
  }
  return { blocks: range.blocks, ms: performance.now() - started }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
