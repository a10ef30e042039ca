import type { RecoveryStatus } from '@foyer/protocol'

/** Whether the wallet opens only on this device: no passkey and no recovery password. */
export function isUnprotected(status: RecoveryStatus): boolean {
  return status.passkeys.length === 0 && !status.password
}
