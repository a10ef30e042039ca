import { type Address, type PublicClient, zeroAddress } from 'viem'

/** How many addresses one node client keeps before it starts again (a bound on memory). */
export const KNOWN_POOLS_LIMIT = 10_000

const found = new WeakMap<PublicClient, Map<string, Address>>()

/**
 * A V2 pair's or V3 pool's address as its factory answers it (`read`), asked once per node client
 * and `key`: a factory never moves or removes a pool, so a quote skips that round trip. An absent
 * pool (the zero address) is not kept: it may be created later.
 */
export async function knownPoolAddress(
  client: PublicClient,
  key: string,
  read: () => Promise<Address>,
): Promise<Address> {
  let known = found.get(client)
  if (!known) {
    known = new Map()
    found.set(client, known)
  }
  const kept = known.get(key)
  if (kept) return kept
  const address = await read()
  if (address !== zeroAddress) {
    if (known.size >= KNOWN_POOLS_LIMIT) known.clear()
    known.set(key, address)
  }
  return address
}
