/** `FOYER_PUBLIC_CHAIN_RPC_URLS` (`<chainId>=url,…`) as RPC URL by EVM chain id. */
export function parseRpcUrls(value: string): Record<number, string> {
  const entries = value
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [chainId, url] = entry.split('=')
      if (!chainId || !url || !Number.isInteger(Number(chainId))) {
        throw new Error(`Malformed FOYER_PUBLIC_CHAIN_RPC_URLS entry: ${entry}`)
      }
      return [Number(chainId), url] as const
    })
  return Object.fromEntries(entries)
}

/** `FOYER_PUBLIC_SOLANA_RPC_URLS` (`solana:<reference>=url,…`) as RPC URL by CAIP-2 id. */
export function parseSolanaRpcUrls(value: string): Record<string, string> {
  const entries = value
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=')
      const [chainId, url] = [entry.slice(0, at), entry.slice(at + 1)]
      if (at < 0 || !chainId.startsWith('solana:') || !url) {
        throw new Error(`Malformed FOYER_PUBLIC_SOLANA_RPC_URLS entry: ${entry}`)
      }
      return [chainId, url] as const
    })
  return Object.fromEntries(entries)
}
