/** What one indexing step of one chain did. */
export type ChainSyncReport =
  /** Stored blocks `from` to `to`; the chain's head was `head`. */
  | { chainId: number; status: 'indexed'; from: bigint; to: bigint; head: bigint }
  /** Nothing new: the index is at the head. */
  | { chainId: number; status: 'atHead'; head: bigint }
  /**
   * The node's head is below the index (`indexedTo`), and the node agrees with every stored
   * block it has reached (if any): a lagging or resyncing node, not a reorg. Nothing changed;
   * the next poll asks again.
   */
  | { chainId: number; status: 'behind'; indexedTo: bigint; head: bigint }
  /** A reorg: everything after `forkPoint` was forgotten (`deep`: the whole chain). */
  | { chainId: number; status: 'rolledBack'; forkPoint: bigint; deep: boolean; head: bigint }
  /** Another node (or step) moved the cursor first; nothing written. */
  | { chainId: number; status: 'raced'; head: bigint }
  | { chainId: number; status: 'failed'; error: Error }
