/** The only methods outside `eth_*` the proxy passes. */
const OTHER_METHODS = new Set(['net_version', 'web3_clientVersion'])

/** `eth_*` methods that use the node's own accounts: a node must never do them for a caller. */
const NODE_ACCOUNT_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_coinbase'])

/** The two ways to broadcast a transaction the caller signed. */
const RAW_SEND_METHODS = new Set(['eth_sendRawTransaction', 'eth_sendRawTransactionSync'])

/**
 * Whether the RPC proxy forwards `method`: reads and broadcasts only. Every `eth_*` method
 * passes except signing (`eth_sign*`), sending anything but a signed raw transaction
 * (`eth_sendTransaction`, anvil's `eth_sendUnsignedTransaction`, …) and the node's own accounts;
 * plus `net_version` and `web3_clientVersion`. Everything else (`anvil_*`, `evm_*`, `hardhat_*`,
 * `debug_*`, `personal_*`, `admin_*`, `txpool_*`, …) is refused.
 */
export function isProxiedMethod(method: string): boolean {
  if (OTHER_METHODS.has(method)) return true
  if (!method.startsWith('eth_')) return false
  if (NODE_ACCOUNT_METHODS.has(method) || method.startsWith('eth_sign')) return false
  if (method.startsWith('eth_send')) return RAW_SEND_METHODS.has(method)
  return true
}
