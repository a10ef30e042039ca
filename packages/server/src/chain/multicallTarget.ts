import type { Address, Chain } from 'viem'
import * as viemChains from 'viem/chains'

/** Chain id → its Multicall3 address, for the chains viem knows one (all agreeing) on. */
const MULTICALL3: ReadonlyMap<number, Address> = (() => {
  const found = new Map<number, Set<Address>>()
  for (const chain of Object.values(viemChains) as Chain[]) {
    const address = chain.contracts?.multicall3?.address
    if (!address) continue
    const addresses = found.get(chain.id) ?? new Set()
    addresses.add(address.toLowerCase() as Address)
    found.set(chain.id, addresses)
  }
  return new Map(
    [...found].flatMap(([id, addresses]) =>
      addresses.size === 1 ? [[id, [...addresses][0] as Address] as const] : [],
    ),
  )
})()

/**
 * How viem's `multicall` reaches Multicall3 on a chain: at its address on a public network that
 * has one (viem's chain list), else deployless (the Multicall3 code is sent with the `eth_call`;
 * the dev chains have no Multicall3).
 */
export function multicallTarget(
  chainId: number,
): { multicallAddress: Address; deployless?: undefined } | { deployless: true } {
  const address = MULTICALL3.get(chainId)
  return address ? { multicallAddress: address } : { deployless: true }
}
