/**
 * Allowed-origin matching (docs/product.md#remote-configuration): entries are URL origins, `*` matches any run of characters
 * within a host label sequence (e.g. `https://*.example.com`, `http://localhost:*`). Both sides
 * are compared as URL origins, so paths, trailing slashes and default ports do not matter.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const actual = toOrigin(origin)
  if (!actual) return false
  return allowedOrigins.some((pattern) => originMatches(actual, pattern))
}

function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.origin === 'null' ? undefined : url.origin
  } catch {
    return undefined
  }
}

function originMatches(origin: string, pattern: string): boolean {
  const trimmed = pattern.trim()
  if (trimmed === '*') return true
  if (!trimmed.includes('*')) return toOrigin(trimmed) === origin
  const [scheme, rest] = trimmed.split('://')
  if (!scheme || rest === undefined || rest.includes('/')) return false
  const regex = new RegExp(
    `^${escapeRegex(scheme.toLowerCase())}://${rest.toLowerCase().split('*').map(escapeRegex).join('[^/]*')}$`,
  )
  return regex.test(origin) || regex.test(withDefaultPort(origin))
}

function withDefaultPort(origin: string): string {
  const url = new URL(origin)
  if (url.port) return origin
  return `${origin}:${url.protocol === 'https:' ? 443 : 80}`
}

function escapeRegex(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}
