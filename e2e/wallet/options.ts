/** A chain the test wallet knows: id and JSON-RPC URL (reachable from the browser). */
export interface TestWalletChain {
  id: number
  rpcUrl: string
}

/** Options the test wallet is installed with; JSON-serialisable (they go into an init script). */
export interface TestWalletOptions {
  /** Chains known from the start; the first is the starting chain unless `initialChainId` says. */
  chains: TestWalletChain[]
  initialChainId?: number
  /** Index of the account derived from the test mnemonic. Default 0. */
  accountIndex?: number
  /** Dispatch each EIP-6963 announcement twice (same detail), to prove the page deduplicates. */
  announceTwice?: boolean
  /** Also set `window.ethereum` to the same provider. */
  legacyEthereum?: boolean
}
