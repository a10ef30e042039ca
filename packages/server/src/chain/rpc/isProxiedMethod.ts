/**
 * What the public RPC proxy forwards: reads, filters and the broadcast of a transaction the
 * caller signed. An explicit list, never a prefix rule: nodes add `eth_*` methods that act with
 * their own accounts (geth's `eth_resend`, anvil's `eth_sendUnsignedTransaction`), and those
 * must never run for a caller. Everything else (`eth_sign*`, `eth_sendTransaction`,
 * `eth_accounts`, `anvil_*`, `evm_*`, `debug_*`, `personal_*`, `admin_*`, `txpool_*`, …) is refused.
 */
export const PROXIED_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_sendRawTransactionSync',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
])

/** Broadcasts: the node may have taken one that timed out, so they are never sent twice. */
export const BROADCAST_METHODS: ReadonlySet<string> = new Set([
  'eth_sendRawTransaction',
  'eth_sendRawTransactionSync',
])

export function isProxiedMethod(method: string): boolean {
  return PROXIED_METHODS.has(method)
}
