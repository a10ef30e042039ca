import { isIP } from 'node:net'

/** What Fastify's `trustProxy` option takes: off/on, a hop count, or trusted proxy addresses. */
export type TrustProxy = boolean | number | string[]

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * Parses TRUST_PROXY: `false`, `true` (trust every proxy), a hop count such as `1`, or a comma
 * list of proxy addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim()
  if (trimmed === 'false') return false
  if (trimmed === 'true') return true
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) throw new Error('expected true, false, a hop count or addresses')
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      )
    }
  }
  return entries
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}
