import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'

/**
 * The client's address as the limits count it: `request.ip` (X-Forwarded-For only from proxies
 * TRUST_PROXY names), IPv4-mapped IPv6 as IPv4, other IPv6 by /64 network.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip)
}
