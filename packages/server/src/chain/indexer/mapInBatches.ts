/**
 * `fn` of every item, in order, `size` items at a time: a batch starts once the one before has
 * ended. The requests a batching client is asked for in one go leave as one JSON-RPC batch, so
 * at most `size` of them are in flight.
 */
export async function mapInBatches<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(fn))))
  }
  return results
}
