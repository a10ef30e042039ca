import type { Network } from './network'

/**
 * Returns a copy of `network` whose default HTTP RPC is `rpcUrl` (one URL or several, in order of
 * preference). The default websocket URLs are dropped since they belong to the replaced node.
 */
export function withRpcUrls(network: Network, rpcUrl: string | readonly string[]): Network {
  const http = typeof rpcUrl === 'string' ? [rpcUrl] : [...rpcUrl]
  if (http.length === 0) throw new Error(`No RPC URL given for network ${network.name}`)
  for (const url of http) {
    if (!isHttpUrl(url)) throw new Error(`Invalid RPC URL for network ${network.name}: ${url}`)
  }
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http } } }
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
