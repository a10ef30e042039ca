const ENTRY = /^(https?):\/\/([a-z0-9*.-]+)(?::(\d{1,5}|\*))?\/?$/
const LABEL = /^[a-z0-9*-]+$/
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' }

/**
 * One allowed-origins entry (docs/product.md#remote-configuration, `*` wildcards) as a CSP source expression, or `undefined`
 * when CSP cannot name it (an IPv6 host, anything that is not an http(s) origin): such entries
 * are left out, never passed through. CSP allows `*` only as a whole leftmost label (`*.`) or as
 * the port, so a wildcard elsewhere widens to the nearest source CSP can express:
 * `https://pr-*.example.com` → `https://*.example.com`; a wildcard in the last label can also run
 * into the port (as `isOriginAllowed` reads it), so without a port it gets `:*`. The frame still
 * checks its parent against the exact entry.
 */
export function toCspSource(entry: string): string | undefined {
  const trimmed = entry.trim().toLowerCase()
  if (trimmed === '*') return '*'
  const match = ENTRY.exec(trimmed)
  if (!match) return undefined
  const [, scheme = '', host = '', givenPort] = match
  const labels = host.split('.')
  if (!labels.every((label) => LABEL.test(label))) return undefined
  const last = labels.findLastIndex((label) => label.includes('*'))
  let cspHost: string | undefined
  let port = givenPort
  if (last === -1) {
    cspHost = hostname(`${scheme}://${host}`)
  } else {
    const fixed = labels.slice(last + 1)
    cspHost = fixed.length === 0 ? '*' : `*.${fixed.join('.')}`
    if (port === undefined && last === labels.length - 1) port = '*'
  }
  if (!cspHost) return undefined
  if (port !== undefined && port !== '*') {
    const number = Number(port)
    if (number < 1 || number > 65535) return undefined
    port = String(number) === DEFAULT_PORTS[scheme] ? undefined : String(number)
  }
  return `${scheme}://${cspHost}${port === undefined ? '' : `:${port}`}`
}

/** The URL's host name as browsers normalise it, when it is one CSP can name. */
function hostname(url: string): string | undefined {
  try {
    const { hostname: name } = new URL(url)
    return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(name) ? name : undefined
  } catch {
    return undefined
  }
}

/**
 * The `frame-ancestors` source list of a project's allowed origins: each entry as toCspSource
 * reads it, without duplicates, space-separated; `'none'` when no entry is left (no origins, or
 * none CSP can name), so that the frame is then embedded nowhere.
 */
export function frameAncestorsSources(allowedOrigins: readonly string[]): string {
  const sources = [...new Set(allowedOrigins.flatMap((entry) => toCspSource(entry) ?? []))]
  return sources.length === 0 ? "'none'" : sources.join(' ')
}
