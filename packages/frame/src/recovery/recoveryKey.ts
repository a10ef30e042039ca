import { FoyerError, type RecoveryContext, recoveryAssociatedData } from '@foyer/protocol'
import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'
import { openBytes, sealBytes } from './sealedBox'

/** RK: 32 random bytes made in the frame; the server never sees it (only wraps of it). */
export type RecoveryKey = Uint8Array

export type { RecoveryContext }

export function createRecoveryKey(): RecoveryKey {
  return crypto.getRandomValues(new Uint8Array(32))
}

export { recoveryAssociatedData }

/** `sealedRecovery = AES-256-GCM(RK, R)`, bound to the wallet's address and user id. */
export function sealRecoveryShare(
  rk: RecoveryKey,
  share: Hex,
  context: RecoveryContext,
): Promise<string> {
  if (!isHex(share, { strict: true })) throw new FoyerError('INVALID_KEY_SHARE')
  return sealBytes(rk, hexToBytes(share), recoveryAssociatedData(context))
}

/**
 * R from `sealedRecovery`; SHARES_MISMATCH when it does not open under RK for this wallet (another
 * key, another wallet or user, a changed byte).
 */
export async function openRecoveryShare(
  rk: RecoveryKey,
  sealed: string,
  context: RecoveryContext,
): Promise<Hex> {
  const plain = await openBytes(rk, sealed, recoveryAssociatedData(context))
  if (!plain) throw new FoyerError('SHARES_MISMATCH')
  return bytesToHex(plain)
}
