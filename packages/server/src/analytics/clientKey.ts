import { createHash } from 'node:crypto'

/**
 * Who the error analytics cap counts: one project seen from one client address. Stored as a
 * sha256 so that the events table holds no IP addresses.
 */
export function clientKey(projectId: string, address: string): string {
  return createHash('sha256').update(`${projectId}|${address}`).digest('hex')
}
