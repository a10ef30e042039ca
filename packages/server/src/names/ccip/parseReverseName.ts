import { type Address, getAddress } from 'viem'

/** ENSIP-19's default EVM coin type: `<address>.default.reverse`. */
export const DEFAULT_EVM_COIN_TYPE = 0x8000_0000
export const ETH_COIN_TYPE = 60

/**
 * The address and coin type of an ENSIP-19 reverse name: `<address>.addr.reverse` (coin type 60),
 * `<address>.default.reverse` (0x80000000) or `<address>.<coin type in hex>.reverse`; undefined
 * for anything else, and for coin types that are not EVM ones (names are eip155 only).
 */
export function parseReverseName(name: string): { address: Address; coinType: number } | undefined {
  const match = /^([0-9a-f]{40})\.(addr|default|[0-9a-f]{1,8})\.reverse$/.exec(name.toLowerCase())
  if (!match) return undefined
  const [, hex, space] = match as unknown as [string, string, string]
  const coinType =
    space === 'addr'
      ? ETH_COIN_TYPE
      : space === 'default'
        ? DEFAULT_EVM_COIN_TYPE
        : Number.parseInt(space, 16)
  if (coinType !== ETH_COIN_TYPE && coinType < DEFAULT_EVM_COIN_TYPE) return undefined
  return { address: getAddress(`0x${hex}`), coinType }
}
