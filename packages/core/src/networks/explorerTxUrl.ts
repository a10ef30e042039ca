import type { Network } from './network'

/**
 * The network's block explorer page of a transaction; undefined without an explorer. An
 * explorer URL with a query (Solscan's `?cluster=devnet`) keeps it after the page's path.
 */
export function explorerTxUrl(network: Network, hash: string): string | undefined {
  const explorer = network.blockExplorers?.default
  if (!explorer) return undefined
  const [base = '', query] = explorer.url.split('?')
  return `${base.replace(/\/$/, '')}/tx/${hash}${query ? `?${query}` : ''}`
}
