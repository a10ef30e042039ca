import { isKnownSolanaChain, KNOWN_SOLANA_CHAINS, SOLANA_DEV_CHAIN } from '@foyer/protocol'

/** A Solana chain the wallet signs for, and the RPC URL it sends transactions to. */
export interface WalletSolanaChain {
  /** CAIP-2 id, `solana:<genesis hash prefix>`. */
  caipId: `solana:${string}`
  name: string
  rpcUrl: string
}

/** The dev SVM (`npm start`'s), when FOYER_PUBLIC_SOLANA_RPC_URLS is unset. */
export const DEFAULT_SOLANA_RPC_URLS = `${SOLANA_DEV_CHAIN}=http://127.0.0.1:8899`

/** `solana:<ref>=http://…,…` (FOYER_PUBLIC_SOLANA_RPC_URLS) → chains, in the order given. */
export function parseSolanaRpcUrls(value: string): WalletSolanaChain[] {
  const chains = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): WalletSolanaChain => {
      const separator = entry.indexOf('=')
      const caipId = entry.slice(0, separator)
      const rpcUrl = entry.slice(separator + 1)
      if (
        separator < 1 ||
        !/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(caipId) ||
        !/^https?:\/\/./.test(rpcUrl) ||
        !URL.canParse(rpcUrl)
      ) {
        throw new Error(`Malformed FOYER_PUBLIC_SOLANA_RPC_URLS entry: ${entry}`)
      }
      const name = isKnownSolanaChain(caipId) ? (KNOWN_SOLANA_CHAINS[caipId] ?? caipId) : caipId
      return { caipId: caipId as `solana:${string}`, name, rpcUrl }
    })
  const ids = chains.map((chain) => chain.caipId)
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated !== undefined) {
    throw new Error(`FOYER_PUBLIC_SOLANA_RPC_URLS names ${repeated} twice`)
  }
  return chains
}
