import { isKnownSolanaChain, SOLANA_DEV_CHAIN } from '@foyer/protocol'

/** A Solana chain the API serves: its CAIP-2 id and its JSON-RPC URL. */
export interface ConfiguredSolanaChain {
  caipNetworkId: `solana:${string}`
  rpcUrl: string
}

/** `npm start`'s Solana chain: the dev SVM (`@foyer/devchain`) on Solana's default RPC port. */
export const DEFAULT_SOLANA_RPC_URLS = `${SOLANA_DEV_CHAIN}=http://127.0.0.1:8899`

/**
 * Parses SOLANA_RPC_URLS, `solana:<genesis hash prefix>=url,…` (say
 * `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://api.mainnet-beta.solana.com`). Throws with a
 * message naming the bad entry; a network Foyer does not know (KNOWN_SOLANA_CHAINS) gives
 * "Unknown network: <id>". `none` serves no Solana chain (an empty variable counts as unset,
 * which gives the dev SVM).
 */
export function parseSolanaRpcUrls(value: string): ConfiguredSolanaChain[] {
  if (value.trim() === 'none') return []
  const chains: ConfiguredSolanaChain[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const at = entry.indexOf('=')
    const id = entry.slice(0, Math.max(at, 0)).trim()
    const url = entry.slice(at + 1).trim()
    if (at < 0 || !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(id)) {
      throw new Error(
        `"${entry}" is not solana:<reference>=url (the reference: the first 32 base58 characters of the genesis hash)`,
      )
    }
    if (!isHttpUrl(url)) throw new Error(`"${url}" (${id}) is not an http(s) URL`)
    if (!isKnownSolanaChain(id)) throw new Error(`Unknown network: ${id}`)
    if (chains.some((chain) => chain.caipNetworkId === id)) throw new Error(`${id} is listed twice`)
    chains.push({ caipNetworkId: id as `solana:${string}`, rpcUrl: url })
  }
  return chains
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
