import type { RecoveryMethod, RecoveryRecord } from '@foyer/protocol'
import type { Hex } from 'viem'
import { ApiRequestError } from '../api/apiRequestError'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { splitKey } from '../keys/shares'
import {
  createRecoveryKey,
  type RecoveryContext,
  type RecoveryKey,
  sealRecoveryShare,
} from './recoveryKey'

export type ProtectWalletInput = {
  api: FrameApi
  deviceShares: DeviceShareStore
  token: string
  userId: string
  /** The rebuilt key and the share version it was rebuilt at. */
  key: Hex
  address: string
  version: number
  /** Wraps the fresh RK with the visitor's first method. */
  wrap(rk: RecoveryKey, context: RecoveryContext): Promise<RecoveryMethod>
}

/**
 * Protects the wallet: a fresh split (D', A', R') of the key, a fresh RK, R' sealed under RK and
 * RK wrapped by the first method; D' is kept as the pending device share before the upload, the
 * server replaces A with A' only while the wallet is at `version` (else 409 RECOVERY_STALE), and
 * D' then becomes the device share. A refusal drops D'; a lost answer keeps it pending, and the
 * next load keeps whichever share gives the address with the server's auth share.
 */
export async function protectWallet(
  input: ProtectWalletInput,
): Promise<{ record: RecoveryRecord; recoveryKey: RecoveryKey }> {
  const shares = await splitKey(input.key)
  const recoveryKey = createRecoveryKey()
  const context = { address: input.address, userId: input.userId }
  const sealedRecovery = await sealRecoveryShare(recoveryKey, shares.recoveryShare, context)
  const method = await input.wrap(recoveryKey, context)
  await input.deviceShares.savePendingShare(input.userId, shares.deviceShare)
  let record: RecoveryRecord
  try {
    record = await input.api.protectWallet(input.token, {
      version: input.version,
      authShare: shares.authShare,
      sealedRecovery,
      method,
    })
  } catch (error) {
    const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    if (refused) await input.deviceShares.clearPendingShare(input.userId)
    throw error
  }
  await input.deviceShares.saveDeviceShare(input.userId, shares.deviceShare)
  await input.deviceShares.clearPendingShare(input.userId)
  return { record, recoveryKey }
}
