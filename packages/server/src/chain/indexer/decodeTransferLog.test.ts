import type { RpcLog } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransferLog } from './decodeTransferLog'
import { TRANSFER_TOPIC } from './indexerConstants'

const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const addressTopic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}` as const
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}` as const

function log(topics: readonly `0x${string}`[], data: `0x${string}`, extra: Partial<RpcLog> = {}) {
  return {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    topics: [...topics],
    data,
    blockNumber: '0x2a',
    blockHash: `0x${'ab'.repeat(32)}`,
    transactionIndex: '0x1',
    transactionHash: `0x${'cd'.repeat(32)}`,
    logIndex: '0x3',
    removed: false,
    ...extra,
  } as RpcLog
}

describe('decodeTransferLog', () => {
  it('reads an ERC-20 transfer: three topics, the amount in the data', () => {
    const topics = [TRANSFER_TOPIC, addressTopic(FROM), addressTopic(TO)] as const
    expect(decodeTransferLog(log(topics, word(12_500_000n)))).toEqual({
      blockNumber: 42n,
      txIndex: 1,
      logIndex: 3,
      standard: 'erc20',
      contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      from: FROM,
      to: TO,
      amount: 12_500_000n,
      tokenId: null,
    })
  })

  it('reads an ERC-721 transfer: four topics, the token id the last, no data', () => {
    const topics = [TRANSFER_TOPIC, addressTopic(FROM), addressTopic(TO), word(7n)] as const
    expect(decodeTransferLog(log(topics, '0x'))).toMatchObject({
      standard: 'erc721',
      amount: null,
      tokenId: 7n,
    })
  })

  it('matches the topic in any case', () => {
    const topics = [TRANSFER_TOPIC.toUpperCase().replace('0X', '0x') as `0x${string}`]
    const decoded = decodeTransferLog(
      log([...topics, addressTopic(FROM), addressTopic(TO)], word(1n)),
    )
    expect(decoded?.standard).toBe('erc20')
  })

  it.each([
    ['another event', [`0x${'11'.repeat(32)}`, addressTopic(FROM), addressTopic(TO)], word(1n)],
    [
      'an ERC-20 shape with short data',
      [TRANSFER_TOPIC, addressTopic(FROM), addressTopic(TO)],
      '0x01',
    ],
    [
      'an ERC-721 shape with data',
      [TRANSFER_TOPIC, addressTopic(FROM), addressTopic(TO), word(1n)],
      word(1n),
    ],
    ['two topics', [TRANSFER_TOPIC, addressTopic(FROM)], word(1n)],
    [
      'an address topic with high bits set',
      [TRANSFER_TOPIC, word(2n ** 200n), addressTopic(TO)],
      word(1n),
    ],
  ] as const)('ignores %s', (_, topics, data) => {
    expect(decodeTransferLog(log(topics, data))).toBeUndefined()
  })

  it('ignores a removed or pending log', () => {
    const topics = [TRANSFER_TOPIC, addressTopic(FROM), addressTopic(TO)] as const
    expect(decodeTransferLog(log(topics, word(1n), { removed: true }))).toBeUndefined()
    expect(decodeTransferLog(log(topics, word(1n), { blockNumber: null }))).toBeUndefined()
  })
})
