import { toHex } from 'viem'
import type { BlockRate } from './blockRate'
import { blockNumbers, checkedBlock, getBlocks } from './getBlocks'
import { jsonRpcOne } from './jsonRpc'
import type { TransferBlocks } from './mineTransferBlocks'

/**
 * Anvil's own rate: every generated block with its transactions, `batchSize` blocks per JSON-RPC
 * batch, one batch after another.
 */
export async function readBlocksBatched(
  rpcUrl: string,
  range: TransferBlocks,
  batchSize: number,
): Promise<BlockRate> {
  const started = performance.now()
  for (let from = range.firstBlock; from <= range.lastBlock; from += BigInt(batchSize)) {
    const last = from + BigInt(batchSize) - 1n
    await getBlocks(rpcUrl, blockNumbers(from, last < range.lastBlock ? last : range.lastBlock))
  }
  return { blocks: range.blocks, ms: performance.now() - started }
}

/** The same read one request per block, for `count` blocks spread evenly over the range. */
export async function readBlocksOneByOne(
  rpcUrl: string,
  range: TransferBlocks,
  count: number,
): Promise<BlockRate> {
  const step = BigInt(Math.max(1, Math.floor(range.blocks / count)))
  const started = performance.now()
  for (let i = 0n; i < BigInt(count); i++) {
    const number = range.firstBlock + i * step
    const block = await jsonRpcOne(rpcUrl, {
      method: 'eth_getBlockByNumber',
      params: [toHex(number), true],
    })
    checkedBlock(block, number)
  }
  return { blocks: count, ms: performance.now() - started }
}
