import type { CaipNetworkId, Transaction, TransactionStatus } from '@foyer/protocol'
import type { ActivityItem } from '../account/activityItem'

/** A transaction as the history API lists it; `n` makes its hash and time (later n, newer). */
export function transactionOf(
  n: number,
  options: { status?: TransactionStatus; chain?: CaipNetworkId; from?: string } = {},
): Transaction {
  const hash = `0x${n.toString(16).padStart(64, '0')}`
  return {
    id: `tx-${n}`,
    metadata: {
      operationType: 'send',
      hash,
      minedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
      sentFrom: options.from ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: options.status ?? 'confirmed',
      nonce: n,
      chain: options.chain ?? 'eip155:31337',
    },
    transfers: [
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        direction: 'out',
        quantity: { numeric: '0.01' },
      },
    ],
  }
}

/** A transaction this page sent, as the pending tracker records it. */
export function sentItem(
  n: number,
  options: { status?: TransactionStatus; chain?: CaipNetworkId; from?: string } = {},
): ActivityItem {
  const tx = transactionOf(n, { status: 'pending', ...options })
  return {
    id: tx.metadata.hash,
    hash: tx.metadata.hash as `0x${string}`,
    chain: tx.metadata.chain,
    status: tx.metadata.status,
    operationType: 'send',
    time: tx.metadata.minedAt,
    from: tx.metadata.sentFrom,
    to: tx.metadata.sentTo,
    transfers: tx.transfers,
    local: true,
  }
}
