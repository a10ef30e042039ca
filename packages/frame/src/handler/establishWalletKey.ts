import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ApiRequestError } from '../api/apiRequestError'
import type { AuthShareResponse } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { createWalletKey } from '../keys/createWalletKey'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { combineShares, splitKey } from '../keys/shares'
import { FRAME_ERRORS } from './frameErrorMessages'

export type EstablishWalletKeyInput = {
  api: FrameApi
  deviceShares: DeviceShareStore
  token: string
  userId: string
}

/**
 * The signed-in user's private key, in frame memory only. First login: a key is generated
 * here, split 2-of-3, the device share kept (encrypted) on this device and the other two sent to
 * the server. Later logins: the server's auth share plus this device's share rebuild it.
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
  if (!deviceShare) throw new Error(FRAME_ERRORS.noDeviceShare)
  const key = await combineShares(deviceShare, server.authShare).catch(() => {
    throw new Error(FRAME_ERRORS.sharesMismatch)
  })
  if (privateKeyToAccount(key).address.toLowerCase() !== server.address.toLowerCase()) {
    throw new Error(FRAME_ERRORS.sharesMismatch)
  }
  return key
}
