import type { OperationType, TransferDirection } from '@foyer/protocol'
import { ZERO_ADDRESS } from '../indexer/indexerConstants'

/** `approve(address,uint256)` and `setApprovalForAll(address,bool)`. */
const APPROVE_SELECTORS: ReadonlySet<string> = new Set(['0x095ea7b3', '0xa22cb465'])

/** `transfer`, `transferFrom` and both `safeTransferFrom` of ERC-20 and ERC-721. */
const SEND_SELECTORS: ReadonlySet<string> = new Set([
  '0xa9059cbb',
  '0x23b872dd',
  '0x42842e0e',
  '0xb88d4fde',
])

export interface OperationTransaction {
  from: string
  value: bigint
  selector: string | null
  status: 'confirmed' | 'failed'
}

export interface OperationTransfer {
  direction: TransferDirection
  standard: 'native' | 'erc20' | 'erc721'
  from: string
  to: string
}

/**
 * What a transaction was to `account`, from the transfers that involve it: only incoming is a
 * receive (a mint when every one comes from the zero address), only outgoing a send (a burn
 * when every one goes to it); coins or tokens both ways a trade (a swap), any other mix (an NFT
 * among them) an execute. With no transfer
 * (a failed transaction moves nothing) it follows the call: an approval, an attempted send, or
 * an execute.
 */
export function operationType(
  account: string,
  tx: OperationTransaction,
  transfers: readonly OperationTransfer[],
): OperationType {
  if (transfers.length === 0) {
    if (tx.selector !== null && APPROVE_SELECTORS.has(tx.selector)) return 'approve'
    const attemptedSend =
      tx.status === 'failed' &&
      tx.from === account &&
      (tx.selector === null ? tx.value > 0n : SEND_SELECTORS.has(tx.selector))
    return attemptedSend ? 'send' : 'execute'
  }
  const tokens = transfers.every((transfer) => transfer.standard !== 'native')
  if (transfers.every((transfer) => transfer.direction === 'in')) {
    return tokens && transfers.every((transfer) => transfer.from === ZERO_ADDRESS)
      ? 'mint'
      : 'receive'
  }
  if (transfers.every((transfer) => transfer.direction !== 'in')) {
    return tokens && transfers.every((transfer) => transfer.to === ZERO_ADDRESS) ? 'burn' : 'send'
  }
  return transfers.every((transfer) => transfer.standard !== 'erc721') ? 'trade' : 'execute'
}
