import { NATIVE_ASSET_REFERENCE, parseCaipAddress, parseCaipNetworkId } from '@foyer/protocol'
import type { RegisteredChain } from '../chainRegistry'
import type { PricedAsset } from './priceSource'

/** An asset of a served chain that this API can name. */
export interface KnownAsset {
  chain: RegisteredChain
  asset: PricedAsset
  name: string
  symbol: string
}

/**
 * The asset a CAIP-10 id names (`eip155:31337:native` for the native coin, `eip155:31337:0x…`
 * for a token of the chain's list, any case), `undefined` for anything else: another chain,
 * another namespace, an unlisted token, a malformed id.
 */
export function resolvePricedAsset(
  chains: readonly RegisteredChain[],
  caipAddress: string,
): KnownAsset | undefined {
  const parsed = parseCaipAddress(caipAddress)
  if (!parsed) return undefined
  const network = parseCaipNetworkId(parsed.networkId)
  if (network?.namespace !== 'eip155') return undefined
  const chain = chains.find((entry) => entry.caipNetworkId === parsed.networkId)
  if (!chain) return undefined
  if (parsed.address === NATIVE_ASSET_REFERENCE) {
    const { name, symbol } = chain.nativeCurrency
    return { chain, asset: 'native', name, symbol }
  }
  const address = parsed.address.toLowerCase()
  const token = chain.tokens.find((entry) => entry.address.toLowerCase() === address)
  return token && { chain, asset: token.address, name: token.name, symbol: token.symbol }
}
