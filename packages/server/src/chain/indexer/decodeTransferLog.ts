import { hexToBigInt, hexToNumber, type RpcLog } from 'viem'
import type { IndexedTransfer } from './indexedRange'
import { TRANSFER_TOPIC } from './indexerConstants'

const TOPIC = /^0x[0-9a-f]{64}$/
const ADDRESS_TOPIC = /^0x0{24}([0-9a-f]{40})$/

/**
 * A `Transfer` log as a transfer, or `undefined` for any other log. The topic count tells the
 * standards apart: ERC-20 indexes from and to (3 topics, the amount in 32 bytes of data),
 * ERC-721 also the token id (4 topics, no data). A log that fits neither shape is ignored.
 */
export function decodeTransferLog(log: RpcLog): IndexedTransfer | undefined {
  const topics = log.topics.map((topic) => topic.toLowerCase())
  if (topics[0] !== TRANSFER_TOPIC || log.removed) return undefined
  const from = topicAddress(topics[1])
  const to = topicAddress(topics[2])
  if (from === undefined || to === undefined) return undefined
  if (log.blockNumber === null || log.transactionIndex === null || log.logIndex === null) {
    return undefined
  }
  const place = {
    blockNumber: hexToBigInt(log.blockNumber),
    txIndex: hexToNumber(log.transactionIndex),
    logIndex: hexToNumber(log.logIndex),
    contract: log.address.toLowerCase(),
    from,
    to,
  }
  if (topics.length === 3 && /^0x[0-9a-fA-F]{64}$/.test(log.data)) {
    return { ...place, standard: 'erc20', amount: hexToBigInt(log.data), tokenId: null }
  }
  const tokenId = topics[3]
  if (topics.length === 4 && tokenId !== undefined && TOPIC.test(tokenId) && log.data === '0x') {
    return {
      ...place,
      standard: 'erc721',
      amount: null,
      tokenId: hexToBigInt(tokenId as `0x${string}`),
    }
  }
  return undefined
}

function topicAddress(topic: string | undefined): string | undefined {
  const match = topic === undefined ? null : ADDRESS_TOPIC.exec(topic)
  return match ? `0x${match[1]}` : undefined
}
