/** What one transaction of a generated block moves: the native coin or a dev token. */
export type PlannedKind = { kind: 'native' } | { kind: 'erc20'; token: number }

export interface PlannedTransfer {
  /** Test account indexes. */
  from: number
  to: number
  what: PlannedKind
  /** Wei, or the token's smallest unit; never 0. */
  amount: bigint
}

/** Each block's transactions: two native transfers and one `transfer` of each of two tokens. */
export const BLOCK_SLOTS: readonly PlannedKind[] = [
  { kind: 'native' },
  { kind: 'erc20', token: 0 },
  { kind: 'native' },
  { kind: 'erc20', token: 1 },
]

/**
 * The transfers of generated block `block` (0-based) between `accounts` test accounts: the
 * senders rotate so that no account sends twice in one block, and each sends to another
 * account chosen by the block, so every pair of accounts trades over the run.
 */
export function blockTransfers(block: number, accounts: number): PlannedTransfer[] {
  if (accounts < BLOCK_SLOTS.length || accounts < 2) {
    throw new Error(`${BLOCK_SLOTS.length} transfers per block need as many accounts`)
  }
  return BLOCK_SLOTS.map((what, slot) => {
    const from = (block * BLOCK_SLOTS.length + slot) % accounts
    const to = (from + 1 + (block % (accounts - 1))) % accounts
    return { from, to, what, amount: BigInt(block + 1) }
  })
}

/** How many transactions and transfers of each kind `blocks` generated blocks hold. */
export function plannedCounts(blocks: number): {
  transactions: number
  native: number
  erc20: number
} {
  const native = BLOCK_SLOTS.filter((slot) => slot.kind === 'native').length * blocks
  const transactions = BLOCK_SLOTS.length * blocks
  return { transactions, native, erc20: transactions - native }
}
