/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2: a list of entity tags or
 * `*`, compared weakly, so `W/"x"` matches `"x"`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag)
}
