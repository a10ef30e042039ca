import type { RecoveryStatus } from '@foyer/protocol'

/**
 * Whether the visitor has no recovery method of their own: no passkey and no recovery password.
 * The operator's custodian (`custodial`, custodial email recovery) does not count: it is the
 * operator's net, not the visitor's, so such a wallet is still offered protection.
 */
export function isUnprotected(status: RecoveryStatus): boolean {
  return status.passkeys.length === 0 && !status.password
}
