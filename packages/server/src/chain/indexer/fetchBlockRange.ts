import { type Block, getContractAddress, type PublicClient, type Transaction } from 'viem'
import { ChainMovedError } from './chainMovedError'
import { decodeTransferLog } from './decodeTransferLog'
import { fetchTransferLogs } from './fetchTransferLogs'
import type {
  IndexedBlock,
  IndexedRange,
  IndexedTransaction,
  IndexedTransfer,
} from './indexedRange'
import { RPC_BATCH_SIZE } from './indexerConstants'
import { mapInBatches } from './mapInBatches'

type FullBlock = Block<bigint, true, 'latest'>

/**
 * Reads blocks `from`..`to` (with their transactions), their `Transfer` logs in one
 * `eth_getLogs` range (or fewer blocks, from `from`, when the node refuses so many: then only
 * those are answered), and the receipts of the transactions whose status the logs do not prove
 * (a transaction that emitted a log succeeded), RPC_BATCH_SIZE at a time. Answers 'forked' when
 * block `from` does not follow `parentHash` (the indexed chain was reorganised); throws
 * ChainMovedError when the answers do not fit together.
 */
export async function fetchBlockRange(
  client: PublicClient,
  from: bigint,
  to: bigint,
  parentHash: string | null,
): Promise<IndexedRange | 'forked'> {
  const numbers = Array.from({ length: Number(to - from) + 1 }, (_, i) => from + BigInt(i))
  const read = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  )
  if (parentHash !== null && read[0]?.parentHash !== parentHash) return 'forked'

  // After the blocks: a log of a block replaced since is seen by its hash.
  const { to: last, logs } = await fetchTransferLogs(client, from, to)
  const blocks = read.slice(0, Number(last - from) + 1)
  const hashes = checkedHashes(blocks, from)
  const transfers: IndexedTransfer[] = []
  const logged = new Set<string>()
  for (const log of logs) {
    if (log.blockNumber === null || hashes.get(BigInt(log.blockNumber)) !== log.blockHash) {
      throw new ChainMovedError(`A log of block ${log.blockNumber} is from another fork`)
    }
    const transfer = decodeTransferLog(log)
    if (!transfer) continue
    transfers.push(transfer)
    logged.add(`${transfer.blockNumber}:${transfer.txIndex}`)
  }

  const all = blocks.flatMap((block) => block.transactions.map((tx) => ({ block, tx })))
  const unproven = all.filter(({ tx }) => !logged.has(`${tx.blockNumber}:${tx.transactionIndex}`))
  const receipts = await mapInBatches(unproven, RPC_BATCH_SIZE, ({ tx }) =>
    client.getTransactionReceipt({ hash: tx.hash }),
  )
  const failed = new Set<string>()
  for (const receipt of receipts) {
    if (hashes.get(receipt.blockNumber) !== receipt.blockHash) {
      throw new ChainMovedError(`The receipt of ${receipt.transactionHash} is from another fork`)
    }
    if (receipt.status === 'reverted') failed.add(receipt.transactionHash)
  }

  const transactions = all.map(({ block, tx }) =>
    indexedTransaction(block, tx, failed.has(tx.hash) ? 'failed' : 'confirmed'),
  )
  for (const tx of transactions) {
    if (tx.value > 0n && tx.status === 'confirmed') {
      transfers.push({
        blockNumber: tx.blockNumber,
        txIndex: tx.txIndex,
        logIndex: -1,
        standard: 'native',
        contract: null,
        from: tx.from,
        to: tx.to,
        amount: tx.value,
        tokenId: null,
      })
    }
  }
  return { from, to: last, blocks: blocks.map(indexedBlock), transactions, transfers }
}

/** Block hash by number, after checking that each block follows the one before. */
function checkedHashes(blocks: readonly FullBlock[], from: bigint): Map<bigint, string> {
  const hashes = new Map<bigint, string>()
  blocks.forEach((block, i) => {
    const previous = blocks[i - 1]
    if (block.number !== from + BigInt(i) || (previous && block.parentHash !== previous.hash)) {
      throw new ChainMovedError(`Block ${block.number} does not follow block ${previous?.number}`)
    }
    hashes.set(block.number, block.hash)
  })
  return hashes
}

function indexedBlock(block: FullBlock): IndexedBlock {
  return {
    number: block.number,
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: block.timestamp,
  }
}

function indexedTransaction(
  block: FullBlock,
  tx: Transaction,
  status: IndexedTransaction['status'],
): IndexedTransaction {
  const to = tx.to ?? getContractAddress({ from: tx.from, nonce: BigInt(tx.nonce) })
  return {
    blockNumber: block.number,
    txIndex: tx.transactionIndex ?? 0,
    hash: tx.hash,
    from: tx.from.toLowerCase(),
    to: to.toLowerCase(),
    nonce: tx.nonce,
    value: tx.value,
    selector: tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : undefined,
    status,
    blockTime: block.timestamp,
  }
}
