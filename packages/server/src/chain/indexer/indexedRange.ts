/** A block's place in the chain: what reorg detection compares. */
export interface IndexedBlock {
  number: bigint
  hash: `0x${string}`
  parentHash: `0x${string}`
  /** Unix time in seconds. */
  timestamp: bigint
}

/** One transaction as stored (addresses lowercase). */
export interface IndexedTransaction {
  blockNumber: bigint
  txIndex: number
  hash: `0x${string}`
  from: string
  /** The receiver, or the created contract for a deployment. */
  to: string
  nonce: number
  value: bigint
  /** First 4 bytes of the input, `undefined` when it has none. */
  selector: string | undefined
  status: 'confirmed' | 'failed'
  blockTime: bigint
}

/** One value moved (addresses lowercase); `logIndex` -1 is the native transfer. */
export interface IndexedTransfer {
  blockNumber: bigint
  txIndex: number
  logIndex: number
  standard: 'native' | 'erc20' | 'erc721'
  contract: string | null
  from: string
  to: string
  amount: bigint | null
  tokenId: bigint | null
}

/** Token or collection metadata of one contract (NULL fields: the contract did not answer). */
export interface ContractMetadata {
  address: string
  standard: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** Everything one step read from blocks `from` to `to`, checked to be one consistent chain. */
export interface IndexedRange {
  from: bigint
  to: bigint
  blocks: IndexedBlock[]
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}
