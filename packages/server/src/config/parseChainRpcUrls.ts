import { isKnownEvmChain } from '@foyer/protocol'

export interface ChainRpc {
  chainId: number
  rpcUrl: string
}

/**
 * Parses `chainId=url,chainId=url`. Throws with a message naming the bad entry; a chain id that
 * is not a known network gives "Unknown network: <id>".
 */
export function parseChainRpcUrls(value: string): ChainRpc[] {
  return parseChainUrls(value, (chainId) => {
    if (!isKnownEvmChain(chainId)) throw new Error(`Unknown network: ${chainId}`)
  }).map(({ chainId, url }) => ({ chainId, rpcUrl: url }))
}

/**
 * `chainId=url,chainId=url` as entries, in order. Throws with a message naming the bad entry: not
 * `chainId=url`, not an http(s) URL, a chain listed twice, or what `check` throws for a chain id.
 */
export function parseChainUrls(
  value: string,
  check: (chainId: number) => void = () => {},
): { chainId: number; url: string }[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) throw new Error('expected at least one chainId=url entry')
  const chains: { chainId: number; url: string }[] = []
  for (const entry of entries) {
    const at = entry.indexOf('=')
    const id = entry.slice(0, Math.max(at, 0)).trim()
    const url = entry.slice(at + 1).trim()
    if (at < 0 || !/^\d+$/.test(id) || Number(id) <= 0) {
      throw new Error(`"${entry}" is not chainId=url (chainId a positive integer)`)
    }
    const chainId = Number(id)
    if (!isHttpUrl(url)) throw new Error(`"${url}" (chain ${chainId}) is not an http(s) URL`)
    check(chainId)
    if (chains.some((chain) => chain.chainId === chainId)) {
      throw new Error(`chain ${chainId} is listed twice`)
    }
    chains.push({ chainId, url })
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
