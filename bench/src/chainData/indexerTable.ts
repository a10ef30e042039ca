import { ms, notMeasuredTable, table } from '../format'
import { type BlockRate, blocksPerSecond } from './blockRate'
import type { IndexerCatchUpResult } from './indexerResults'
import { BLOCK_SLOTS } from './transferPlan'

/**
 * Blocks/s of the indexer's catch-up per database beside anvil's own eth_getBlockByNumber rate
 * of the same run (the limit); the last column is each rate over that baseline. No goal: the
 * issue sets none.
 */
export function indexerCatchUpTable(result: IndexerCatchUpResult | Error): string {
  const header = ['indexer catch-up', 'time', 'blocks/s', 'vs eth_getBlockByNumber batched']
  if (result instanceof Error) return notMeasuredTable(header, result)
  const { chain, batchSize } = result
  const baseline = blocksPerSecond(result.batched)
  const row = (name: string, rate: BlockRate) => [
    name,
    seconds(rate.ms),
    String(Math.round(blocksPerSecond(rate))),
    `${(blocksPerSecond(rate) / baseline).toFixed(2)}×`,
  ]
  const rows = [
    header,
    row(`anvil eth_getBlockByNumber, batches of ${batchSize} (baseline)`, result.batched),
    row(
      `anvil eth_getBlockByNumber, one per request (${result.single.blocks} blocks)`,
      result.single,
    ),
    row('anvil: all the indexer’s reads (blocks, logs, receipts)', result.indexerReads),
  ]
  for (const [kind, run] of result.runs) {
    if (run instanceof Error) {
      rows.push([`indexer catchUp, ${kind}`, 'n/a', 'n/a', run.message.split('\n')[0] ?? ''])
    } else {
      rows.push(row(`indexer catchUp, ${kind}`, run))
    }
  }
  const kinds = BLOCK_SLOTS.map((slot) => (slot.kind === 'native' ? 'native' : 'ERC-20'))
  return [
    table(rows),
    '',
    `${chain.blocks.toLocaleString('en')} blocks of ${BLOCK_SLOTS.length} transfers each ` +
      `(${kinds.join(', ')}): ${chain.transactions.toLocaleString('en')} transactions, ` +
      `generated in ${seconds(chain.setupMs)} (not part of any figure above)`,
  ].join('\n')
}

function seconds(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : ms(value)
}
