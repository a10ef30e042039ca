import type { Config } from './config'

/**
 * What the API prints at start when custodial email recovery is on (CUSTODIAN_URL): the operator
 * opted in to a server-side net that can restore wallets; empty when off.
 */
export function custodianStartLines(config: Pick<Config, 'custodian'>): string[] {
  if (!config.custodian) return []
  return [
    `Custodial email recovery is ON: the custodian at ${config.custodian.url} (CUSTODIAN_URL) holds a key that, with this API, restores every wallet that has a custodian wrap after an email sign-in, with no passkey and no password (docs/security.md, "Custodial email recovery").`,
  ]
}
