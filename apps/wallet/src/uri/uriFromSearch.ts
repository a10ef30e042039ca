/**
 * The pairing URI of a `?uri=` link, or undefined. Links built without encoding the URI
 * (`?uri=wc:…@2?relay-protocol=irn&symKey=…`) split it at its `&`s: then everything after
 * `uri=` is the URI.
 */
export function uriFromSearch(search: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search
  const value = new URLSearchParams(query).get('uri')
  if (!value) return undefined
  if (value.includes('symKey=')) return value
  const start = /(?:^|&)uri=/.exec(query)
  if (!start) return value
  const rest = query.slice(start.index + start[0].length)
  try {
    return decodeURIComponent(rest)
  } catch {
    return value
  }
}
