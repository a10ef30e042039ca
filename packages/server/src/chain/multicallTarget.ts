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

/** viem `multicall`'s options naming where Multicall3 is: an address, or deployless. */
export type MulticallTarget =
  | { multicallAddress: Address; deployless?: undefined }
  | { deployless: true }

/**
 * How viem's `multicall` reaches Multicall3 on a chain, without asking its node: at its address
 * on a public network that has one (viem's chain list), else deployless (the Multicall3 code is
 * sent with the `eth_call`). multicallTargetOf checks the node (the dev chains have Multicall3
 * at its usual address).
 */
export function multicallTarget(chainId: number): MulticallTarget {
  const address = MULTICALL3.get(chainId)
  return address ? { multicallAddress: address } : { deployless: true }
}
