import type { FastifyInstance } from 'fastify'
import type { TrustProxy } from '../config/parseTrustProxy'

export const FORWARDED_FOR_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is off: every visitor behind the proxy counts as the proxy, so they share one rate-limit budget and one client can lock out all of them. Set TRUST_PROXY to the proxy (docs/deploy.md, "TLS and the proxy").'

/**
 * With TRUST_PROXY off, warns once (the first request that carries X-Forwarded-For), at warn and,
 * unless the log is silent, on stderr: the operator must see it whatever the log level.
 */
export function forwardedForWarning(
  app: FastifyInstance,
  {
    trustProxy,
    logLevel,
    write = (line) => process.stderr.write(line),
  }: { trustProxy: TrustProxy; logLevel: string; write?: (line: string) => void },
) {
  if (trustProxy !== false) return
  let warned = false
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return
    warned = true
    app.log.warn(FORWARDED_FOR_WARNING)
    if (logLevel !== 'silent') write(`${FORWARDED_FOR_WARNING}\n`)
  })
}
