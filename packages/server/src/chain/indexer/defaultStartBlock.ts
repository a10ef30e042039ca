/** The dev chains (`npm start`'s anvils): short, and every block of them matters. */
const DEV_CHAIN_IDS: ReadonlySet<number> = new Set([31337, 31338])

/**
 * Where indexing of a chain begins the first time the server follows it: a dev chain from
 * genesis; any other network from its head at that moment, so that its history starts then
 * (reading a public network's whole past is not this indexer's job).
 */
export function defaultStartBlock(chainId: number, head: bigint): bigint {
  return DEV_CHAIN_IDS.has(chainId) ? 0n : head
}
