import type { OnrampProviderOptions, OnrampToken } from '@foyer/protocol'

/**
 * The token `wanted` (a symbol, an address, or `native`) a provider sells on `network`, matched
 * without case; undefined when it does not sell it there.
 */
export function findOnrampToken(
  options: OnrampProviderOptions,
  network: string,
  wanted: string,
): OnrampToken | undefined {
  const tokens = options.networks.find((entry) => entry.network === network)?.tokens ?? []
  const key = wanted.toLowerCase()
  return tokens.find(
    (token) => token.symbol.toLowerCase() === key || token.address.toLowerCase() === key,
  )
}
