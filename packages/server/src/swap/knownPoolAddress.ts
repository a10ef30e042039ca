import { type Address, type PublicClient, zeroAddress } from 'viem'

/** How many answers one node client keeps before it starts again (a bound on memory). */
export const KNOWN_POOLS_LIMIT = 10_000

/**
 * How long an absent pool (the factory's zero address) is taken as absent before the factory is
 * asked again: a pool created meanwhile is quoted at the latest this long after.
 */
export const ABSENT_POOL_MS = 30_000

/** A pool's address, or its absence until `until` (ms since the epoch). */
type Known =
  | { address: Address; until?: undefined }
  | { address: typeof zeroAddress; until: number }

const found = new WeakMap<PublicClient, Map<string, Known>>()

/**
 * A V2 pair's or V3 pool's address as its factory answers it (`read`), asked once per node client
 * and `key`: a factory never moves or removes a pool, so a quote skips that round trip. An absent
 * pool (the zero address, or a factory that did not answer: undefined) is remembered as absent
 * for ABSENT_POOL_MS only — it may be created later — so that a quote skips the fee tiers and
 * paths that have none.
 */
export async function knownPoolAddress(
  client: PublicClient,
  key: string,
  read: () => Promise<Address | undefined>,
  now: () => number = Date.now,
): Promise<Address> {
  let known = found.get(client)
  if (!known) {
    known = new Map()
    found.set(client, known)
  }
  const kept = known.get(key)
  if (kept && (kept.until === undefined || kept.until > now())) return kept.address
  const address = (await read()) ?? zeroAddress
  if (known.size >= KNOWN_POOLS_LIMIT) known.clear()
  known.set(key, address === zeroAddress ? { address, until: now() + ABSENT_POOL_MS } : { address })
  return address
}
