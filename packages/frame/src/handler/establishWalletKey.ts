import { FoyerError } from '@foyer/protocol'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ApiRequestError } from '../api/apiRequestError'
import type { AuthShareResponse, RecoveryShareResponse } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { createWalletKey } from '../keys/createWalletKey'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { combineShares, splitKey } from '../keys/shares'

export type EstablishWalletKeyInput = {
  api: FrameApi
  deviceShares: DeviceShareStore
  token: string
  userId: string
}

/**
 * The signed-in user's private key, in frame memory only. First login: a key is generated
 * here, split 2-of-3, the device share kept (encrypted) on this device and the other two sent to
 * the server. Later logins: the server's auth share plus this device's share rebuild it. A device
 * without a share of an existing wallet (a new, approved device) is restored from the recovery
 * share: see recoverOnThisDevice.
 */
export async function establishWalletKey(input: EstablishWalletKeyInput): Promise<Hex> {
  const existing = await fetchAuthShare(input)
  if (existing) return rebuildKey(input, existing)
  const key = createWalletKey()
  const address = privateKeyToAccount(key).address
  const shares = await splitKey(key)
  // Kept first so a stored wallet never lacks its device share; put back as it was on failure.
  const previous = await input.deviceShares.loadDeviceShare(input.userId).catch(() => undefined)
  await input.deviceShares.saveDeviceShare(input.userId, shares.deviceShare)
  try {
    await input.api.createShares(input.token, {
      address,
      authShare: shares.authShare,
      recoveryShare: shares.recoveryShare,
    })
  } catch (error) {
    if (previous) await input.deviceShares.saveDeviceShare(input.userId, previous)
    else await input.deviceShares.clearDeviceShare(input.userId)
    if (error instanceof ApiRequestError && error.status === 409) {
      // Another device created the wallet meanwhile: use that one.
      const created = await fetchAuthShare(input)
      if (created) return rebuildKey(input, created)
    }
    throw error
  }
  return key
}

async function fetchAuthShare(
  input: EstablishWalletKeyInput,
): Promise<AuthShareResponse | undefined> {
  try {
    return await input.api.getAuthShare(input.token)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return undefined
    throw error
  }
}

async function rebuildKey(input: EstablishWalletKeyInput, server: AuthShareResponse): Promise<Hex> {
  const deviceShare = await input.deviceShares.loadDeviceShare(input.userId)
  if (!deviceShare) return recoverOnThisDevice(input, server)
  return combineForAddress(deviceShare, server.authShare, server.address)
}

/**
 * New-device recovery: the user has a wallet but this device holds no share of it. The server
 * releases the recovery share (once per device, mailing the user a notice); with the auth share
 * it rebuilds the key, which must give the wallet's address. The recovery share then becomes this
 * device's share, so later logins here use device + auth shares as usual.
 */
async function recoverOnThisDevice(
  input: EstablishWalletKeyInput,
  server: AuthShareResponse,
): Promise<Hex> {
  let recovery: RecoveryShareResponse
  try {
    recovery = await input.api.getRecoveryShare(input.token)
  } catch (error) {
    // This device stored the wallet or was restored before, and has lost its share since.
    if (error instanceof ApiRequestError && error.code === 'RECOVERY_USED') {
      throw new FoyerError('DEVICE_SHARE_LOST', { cause: error })
    }
    throw error
  }
  if (recovery.address.toLowerCase() !== server.address.toLowerCase()) {
    throw new FoyerError('SHARES_MISMATCH')
  }
  const key = await combineForAddress(recovery.recoveryShare, server.authShare, server.address)
  await input.deviceShares.saveDeviceShare(input.userId, recovery.recoveryShare as Hex)
  return key
}

/** The key two shares rebuild, only when it is the wallet's; else SHARES_MISMATCH. */
async function combineForAddress(a: string, b: string, address: string): Promise<Hex> {
  const key = await combineShares(a, b).catch((error: unknown) => {
    throw new FoyerError('SHARES_MISMATCH', { cause: error })
  })
  if (privateKeyToAccount(key).address.toLowerCase() !== address.toLowerCase()) {
    throw new FoyerError('SHARES_MISMATCH')
  }
  return key
}
