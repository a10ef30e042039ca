import type { Network } from './network'

/** The network's block explorer page of a transaction; undefined without an explorer. */
export function explorerTxUrl(network: Network, hash: string): string | undefined {
  const explorer = network.blockExplorers?.default
  return explorer ? `${explorer.url.replace(/\/$/, '')}/tx/${hash}` : undefined
}
