import { deployDevContracts, startAnvil } from '@foyer/devchain'
import {
  BLOCK_RANGE,
  RPC_BATCH_SIZE,
} from '../../packages/server/src/chain/indexer/indexerConstants'
import { blocksPerSecond } from './chainData/blockRate'
import { indexChain } from './chainData/indexChain'
import type { IndexerCatchUpResult } from './chainData/indexerResults'
import {
  INDEXED_BLOCKS,
  SINGLE_REQUEST_BLOCKS,
  TRANSFER_CHAIN_ID,
} from './chainData/indexerSettings'
import { indexerCatchUpTable } from './chainData/indexerTable'
import { mineTransferBlocks } from './chainData/mineTransferBlocks'
import { readBlocksBatched, readBlocksOneByOne } from './chainData/readBlocks'
import { readLikeIndexer } from './chainData/readLikeIndexer'
import type { DatabaseKind } from './directoryLoadPlan'
import { isMain } from './isMain'

export type { IndexerCatchUpResult } from './chainData/indexerResults'
export { indexerCatchUpTable }

const rate = (name: string, value: { blocks: number; ms: number }) =>
  console.log(
    `${name}: ${Math.round(blocksPerSecond(value))} blocks/s (${Math.round(value.ms)} ms)`,
  )

/**
 * A fresh anvil with the dev contracts and INDEXED_BLOCKS blocks of transfers between the test
 * accounts (native and ERC-20); anvil's own `eth_getBlockByNumber` rate over them in batches of
 * the indexer's size (the baseline: the faster of a pass before and one after the indexer runs),
 * one per request, and all the indexer's reads without it; then `indexer.catchUp()` from an
 * empty database on PGlite and on Postgres, each checked to hold every transfer sent. A wrong
 * chain throws; a database whose run fails or indexes wrongly is reported (and fails the run).
 */
export async function indexerCatchUpBench(): Promise<IndexerCatchUpResult> {
  const anvil = await startAnvil({ chainId: TRANSFER_CHAIN_ID, port: 0 })
  try {
    const { rpcUrl } = anvil
    const deployment = await deployDevContracts({
      chainId: TRANSFER_CHAIN_ID,
      rpcUrl,
      publicApiUrl: 'http://127.0.0.1:9',
    })
    const chain = await mineTransferBlocks(rpcUrl, deployment, INDEXED_BLOCKS)
    console.log(
      `generated ${chain.blocks} blocks (${chain.transactions} transactions) in ${Math.round(chain.setupMs)} ms`,
    )
    if (BLOCK_RANGE !== RPC_BATCH_SIZE) {
      console.log(
        `note: the indexer reads ${BLOCK_RANGE} blocks per step in batches of ${RPC_BATCH_SIZE}`,
      )
    }
    const batchSize = Math.min(BLOCK_RANGE, RPC_BATCH_SIZE)
    const baseline = async () => {
      const pass = await readBlocksBatched(rpcUrl, chain, batchSize)
      rate(`anvil eth_getBlockByNumber, batches of ${batchSize}`, pass)
      return pass
    }
    const before = await baseline()
    const single = await readBlocksOneByOne(rpcUrl, chain, SINGLE_REQUEST_BLOCKS)
    rate('anvil eth_getBlockByNumber, one per request', single)
    const indexerReads = await readLikeIndexer(rpcUrl, chain, BLOCK_RANGE, RPC_BATCH_SIZE)
    rate('anvil: all the indexer’s reads', indexerReads)
    const runs: IndexerCatchUpResult['runs'] = new Map()
    for (const kind of ['PGlite', 'Postgres'] as const satisfies DatabaseKind[]) {
      try {
        const run = await indexChain(kind, rpcUrl, deployment, chain)
        runs.set(kind, run)
        rate(`indexer catchUp, ${kind}`, run)
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error))
        runs.set(kind, failure)
        console.log(`${kind}: indexer catch-up failed: ${failure.message.split('\n')[0]}`)
      }
    }
    const after = await baseline()
    const batched = after.ms < before.ms ? after : before
    return { chain, batchSize, batched, single, indexerReads, runs }
  } finally {
    await anvil.stop()
  }
}

if (isMain(import.meta.url)) {
  const result = await indexerCatchUpBench()
  console.log(`\n${indexerCatchUpTable(result)}`)
  if ([...result.runs.values()].some((run) => run instanceof Error)) process.exitCode = 1
}
