import { isOriginAllowed } from '@foyer/protocol'

/**
 * Whether `origin` may sign in with the wallet: like isOriginAllowed, but entries that allow
 * every host (a bare `*`, or `https://*`, `http://*:*`: no concrete host label) do not count;
 * they are fine for the public, cookie-less routes. A sign-in message and the page sending it
 * must match a concrete origin or a subdomain wildcard such as `https://*.shop.example`, so a
 * project open to every page still only issues sessions to its own.
 */
export function isSiwxOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return isOriginAllowed(origin, allowedOrigins.filter(namesAHost))
}

function namesAHost(entry: string): boolean {
  const trimmed = entry.trim()
  const authority = trimmed.includes('://') ? trimmed.split('://')[1] : trimmed
  const host = (authority ?? '').split(':', 1)[0] ?? ''
  return /[^*.-]/.test(host)
}
