import { ProjectError } from './projectError'

const WILDCARD_PATTERN = /^https?:\/\/[a-z0-9*-]+(?:\.[a-z0-9*-]+)*(?::(?:\d{1,5}|\*))?$/

/**
 * An allowed-origins entry (docs/product.md#remote-configuration), normalised: an http(s) URL origin such as
 * `https://app.example.com` (lowercased, default port dropped, one trailing `/` tolerated), a
 * pattern with `*` wildcards such as `https://*.example.com` or `http://localhost:*`, or `*`
 * alone (every origin). Throws a ProjectError naming the value otherwise.
 */
export function parseOriginPattern(value: string): string {
  const trimmed = value.trim().replace(/\/$/, '')
  if (trimmed === '*') return trimmed
  if (trimmed.includes('*')) {
    const pattern = trimmed.toLowerCase()
    if (WILDCARD_PATTERN.test(pattern)) return pattern
    throw new ProjectError(
      `"${value}" is not an origin pattern such as https://*.example.com or http://localhost:*`,
    )
  }
  const url = URL.canParse(trimmed) ? new URL(trimmed) : undefined
  const isBareOrigin =
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[/?#@]/.test(trimmed.slice(url.protocol.length + 2))
  if (!url || !isBareOrigin) {
    throw new ProjectError(
      `"${value}" is not an origin such as https://app.example.com (http or https, no path)`,
    )
  }
  return url.origin
}
