import { FoyerError, type RecoveryRecord } from '@foyer/protocol'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ApiRequestError } from '../api/apiRequestError'
import type { AuthShareResponse, RecoveryShareResponse } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { createWalletKey } from '../keys/createWalletKey'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { combineShares, splitKey } from '../keys/shares'
import {
  addCustodianWrap,
  hasCurrentCustodianWrap,
  hasCustodianWrap,
  hasVisitorMethod,
  isCustodianUnavailable,
  logCustodianFailure,
  missingCustodianWrap,
  restoreWithCustodian,
} from '../recovery/custodianRecovery'
import { wrapForCustodian } from '../recovery/custodianWrap'
import { protectWallet } from '../recovery/protectWallet'
import { openRecoveryShare, type RecoveryContext, type RecoveryKey } from '../recovery/recoveryKey'
import { unwrapWithPasskey } from '../recovery/recoveryWraps'

/** A passkey's PRF output (PasskeyCeremonies' `PasskeyPrf`, passkeys/passkeyCeremonies.ts). */
export type PasskeyPrfOutput = { credentialId: string; prf: Uint8Array }

/**
 * Asks the visitor for a recovery method of `record` (the frame's restore prompt) and resolves
 * with the recovery key it unwraps; rejects RECOVERY_NEEDED when they dismiss it.
 */
export type RestoreWallet = (
  record: RecoveryRecord,
  context: RecoveryContext,
) => Promise<RecoveryKey>

export type EstablishWalletKeyInput = {
  api: FrameApi
  deviceShares: DeviceShareStore
  token: string
  userId: string
  /** The restore prompt; without one, a protected wallet on a new device is RECOVERY_NEEDED. */
  restore?: RestoreWallet
  /** The PRF output of the passkey this sign-in used: restores with no prompt when it has a wrap. */
  passkeyPrf?: PasskeyPrfOutput
}

/** The key, the share version it was rebuilt at, and RK when this sign-in unwrapped it. */
export type WalletKey = { key: Hex; version: number; recoveryKey?: RecoveryKey }

/**
 * The signed-in user's private key, in frame memory only. First login: a key is generated
 * here, split 2-of-3, the device share kept (encrypted) on this device and only the auth share
 * (and the address) sent to the server; the recovery share is dropped until the visitor protects
 * the wallet (a fresh split then, protectWallet.ts), or, where the operator runs a custodian, until
 * it is protected for the custodian right here (custodial email recovery). Later logins: the auth
 * share plus this device's share (or its pending share of an unfinished protect, promoted) rebuild
 * it. A device without a share restores from the sealed recovery share and a recovery method
 * (restoreWallet).
 */
export async function establishWalletKey(input: EstablishWalletKeyInput): Promise<WalletKey> {
  const existing = await fetchAuthShare(input)
  if (existing) return rebuildKey(input, existing)
  const key = createWalletKey()
  const address = privateKeyToAccount(key).address
  const shares = await splitKey(key)
  // Kept first so a stored wallet never lacks its device share; put back as it was on failure.
  const previous = await input.deviceShares.loadDeviceShare(input.userId).catch(() => undefined)
  await input.deviceShares.saveDeviceShare(input.userId, shares.deviceShare)
  try {
    await input.api.createShares(input.token, { address, authShare: shares.authShare })
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
  return (await protectForCustodian(input, key, address)) ?? { key, version: 1 }
}

/**
 * CUSTODIAL: a new wallet, where the record names a custodian, is protected at once with a
 * custodian wrap (no prompt), so an email sign-in on a new device can restore it. RK stays in
 * memory for the visitor's own method. A failure does not fail the sign-in: the wallet works on
 * this device, unprotected (undefined; logged).
 */
async function protectForCustodian(
  input: EstablishWalletKeyInput,
  key: Hex,
  address: string,
): Promise<WalletKey | undefined> {
  try {
    const custodian = (await input.api.getRecoveryRecord(input.token)).custodian
    if (!custodian) return undefined
    const protectedNow = await protectWallet({
      api: input.api,
      deviceShares: input.deviceShares,
      token: input.token,
      userId: input.userId,
      key,
      address,
      version: 1,
      wrap: (rk, context) => wrapForCustodian(rk, custodian, context),
    })
    return {
      key,
      version: protectedNow.record.version,
      recoveryKey: protectedNow.recoveryKey,
    }
  } catch (error) {
    logCustodianFailure('protecting the new wallet', error)
    return undefined
  }
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

/**
 * This device's share with the auth share. When a protect was cut short, the pending share of
 * its fresh split may be the one that matches (the server took the split): the address decides,
 * and the matching one is kept as the device share.
 */
async function rebuildKey(
  input: EstablishWalletKeyInput,
  server: AuthShareResponse,
): Promise<WalletKey> {
  const { deviceShares, userId } = input
  const current = await deviceShares.loadDeviceShare(userId)
  const pending = await deviceShares.loadPendingShare(userId).catch(() => undefined)
  if (current) {
    const key = await keyFor(current, server)
    if (key) {
      if (pending) await deviceShares.clearPendingShare(userId)
      return { key, version: server.version }
    }
  }
  if (pending) {
    const key = await keyFor(pending, server)
    if (key) {
      await deviceShares.saveDeviceShare(userId, pending)
      await deviceShares.clearPendingShare(userId)
      return { key, version: server.version }
    }
  }
  if (current) throw new FoyerError('SHARES_MISMATCH')
  return restoreOnThisDevice(input, server)
}

/**
 * New device: the user has a wallet but this device holds no share of it. A protected wallet is
 * opened with a recovery method (the sign-in's passkey, else the custodian where it holds a wrap,
 * else the restore prompt): RK opens the sealed recovery share, which with the auth share must
 * give the wallet's address, and becomes this device's share. A legacy wallet (server-held recovery share) goes the custodial way; a
 * wallet with neither is RECOVERY_UNAVAILABLE.
 */
async function restoreOnThisDevice(
  input: EstablishWalletKeyInput,
  server: AuthShareResponse,
): Promise<WalletKey> {
  const record = await input.api.getRecoveryRecord(input.token)
  if (record.address.toLowerCase() !== server.address.toLowerCase()) {
    throw new FoyerError('SHARES_MISMATCH')
  }
  if (record.sealedRecovery && record.methods.length > 0) {
    const context = { address: server.address, userId: input.userId }
    const recoveryKey = await unwrapRecoveryKey(input, record, context)
    const share = await openRecoveryShare(recoveryKey, record.sealedRecovery, context)
    const key = await combineForAddress(share, server.authShare, server.address)
    await input.deviceShares.saveDeviceShare(input.userId, share)
    if (missingCustodianWrap(record) && record.version === server.version) {
      // RK is in memory and the custodian (a new key, or one started since) has no wrap of it.
      await addCustodianWrap({
        api: input.api,
        token: input.token,
        record,
        recoveryKey,
        context,
      }).catch((error: unknown) => logCustodianFailure('adding its wrap', error))
    }
    return { key, version: server.version, recoveryKey }
  }
  if (record.legacyRecovery)
    return { key: await legacyRecovery(input, server), version: server.version }
  throw new FoyerError('RECOVERY_UNAVAILABLE')
}

/**
 * RK of a protected wallet, in this order: the PRF output of the passkey this sign-in used; the
 * custodian, when it holds a wrap of its current key (no prompt); the restore prompt — also when
 * the custodian is off or fails (CUSTODIAN_OFF, CUSTODIAN_FAILED) and the visitor has a method of
 * their own. A wallet only the custodian could open and cannot: the custodian's error, or
 * RECOVERY_UNAVAILABLE when its wrap is of another key than the custodian's now.
 */
async function unwrapRecoveryKey(
  input: EstablishWalletKeyInput,
  record: RecoveryRecord,
  context: RecoveryContext,
): Promise<RecoveryKey> {
  const prf = input.passkeyPrf
  if (
    prf &&
    record.methods.some((m) => m.kind === 'passkey' && m.credentialId === prf.credentialId)
  ) {
    return unwrapWithPasskey(record.methods, prf, context)
  }
  // The record names no custodian when it is off or unreachable: for a wallet only the custodian
  // can open, the release route tells which (CUSTODIAN_OFF, CUSTODIAN_FAILED).
  const custodianUnnamed =
    record.custodian === null && hasCustodianWrap(record) && !hasVisitorMethod(record)
  if (hasCurrentCustodianWrap(record) || custodianUnnamed) {
    try {
      return await restoreWithCustodian(input.api, input.token, context)
    } catch (error) {
      if (!hasVisitorMethod(record) || !isCustodianUnavailable(error)) throw error
      logCustodianFailure('restoring', error)
    }
  }
  if (!hasVisitorMethod(record)) throw new FoyerError('RECOVERY_UNAVAILABLE')
  if (input.restore) return input.restore(record, context)
  throw new FoyerError('RECOVERY_NEEDED')
}

/**
 * LEGACY AND CUSTODIAL: a wallet made before sealed recovery, whose recovery share the server
 * still holds (until the owner protects it). The server releases it (once per device, mailing the
 * user a notice); with the auth share it rebuilds the key, which must give the wallet's address.
 * The recovery share then becomes this device's share.
 */
async function legacyRecovery(
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

/** The key two shares rebuild when it is the wallet's, else undefined. */
async function keyFor(share: string, server: AuthShareResponse): Promise<Hex | undefined> {
  return combineForAddress(share, server.authShare, server.address).catch(() => undefined)
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
