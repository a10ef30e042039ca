import { FoyerError } from '@foyer/protocol'
import { IDBFactory } from 'fake-indexeddb'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import { createWalletKey } from '../keys/createWalletKey'
import { createDeviceShareStore } from '../keys/deviceShareStore'
import { splitKey } from '../keys/shares'
import { wrapForCustodian } from '../recovery/custodianWrap'
import { protectWallet } from '../recovery/protectWallet'
import {
  type PasswordMethod,
  unwrapWithPassword,
  wrapWithPasskey,
  wrapWithPassword,
} from '../recovery/recoveryWraps'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { createFakeCustodian } from '../testing/fakeCustodian'
import { establishWalletKey, type RestoreWallet } from './establishWalletKey'

const email = 'ada@example.com'
const password = 'violet harbour 42 lantern'
const FAST = { N: 2 ** 10, r: 8, p: 1, dkLen: 32 as const }

function newDevice() {
  return {
    deviceId: crypto.randomUUID(),
    deviceShares: createDeviceShareStore({
      indexedDB: new IDBFactory(),
      crypto: globalThis.crypto,
    }),
  }
}

type Device = ReturnType<typeof newDevice>
type Server = ReturnType<typeof createFakeFrameApi>

/** Signs in on `device` (a new device's approval link pressed); the key step to run. */
async function establish(server: Server, device: Device, restore?: RestoreWallet) {
  let session:
    | Awaited<ReturnType<Server['api']['verifyOtp']>>
    | Awaited<ReturnType<Server['api']['waitForDevice']>> = await server.api.verifyOtp({
    email,
    deviceId: device.deviceId,
    otp: '123456',
  })
  if (!('token' in session)) {
    // A known user's new device: the mailed approval link pressed.
    server.approveDevice(email, device.deviceId)
    session = await server.api.waitForDevice({ email, deviceId: device.deviceId })
  }
  if (!('token' in session)) throw new Error('no session')
  const input = {
    api: server.api,
    deviceShares: device.deviceShares,
    token: session.token,
    userId: session.user.id,
  }
  return {
    ...input,
    run: (extra: Partial<Parameters<typeof establishWalletKey>[0]> = {}) =>
      establishWalletKey({ ...input, ...(restore ? { restore } : {}), ...extra }),
  }
}

/** The restore prompt answered with the recovery password. */
const typePassword =
  (typed = password): RestoreWallet =>
  async (record, context) => {
    const method = record.methods.find((m): m is PasswordMethod => m.kind === 'password')
    if (!method) throw new FoyerError('RECOVERY_NEEDED')
    return unwrapWithPassword(method, typed, context)
  }

/** A wallet made on device A and protected there with a password; a fresh device B. */
async function protectedWallet() {
  const server = createFakeFrameApi()
  const first = newDevice()
  const signedIn = await establish(server, first)
  const made = await signedIn.run()
  const address = privateKeyToAccount(made.key).address
  const protectedNow = await protectWallet({
    ...signedIn,
    key: made.key,
    address,
    version: made.version,
    wrap: (rk, context) => wrapWithPassword(rk, password, context, FAST),
  })
  return { server, first, key: made.key, address, protectedNow, second: newDevice() }
}

describe('establishWalletKey: a new wallet', () => {
  it('keeps the device share here and uploads only the auth share and the address', async () => {
    const server = createFakeFrameApi()
    const device = newDevice()
    const signedIn = await establish(server, device)
    const { key, version } = await signedIn.run()
    expect(version).toBe(1)
    const wallet = server.wallets.get(signedIn.userId)
    expect(wallet).toEqual({
      address: privateKeyToAccount(key).address,
      authShare: expect.stringMatching(/^0x[0-9a-f]{66}$/),
      version: 1,
      methods: [],
    })
    const deviceShare = await device.deviceShares.loadDeviceShare(signedIn.userId)
    expect(deviceShare).toBeDefined()
    expect(await signedIn.run()).toEqual({ key, version: 1 })
  })
})

describe('establishWalletKey where the operator runs a custodian (custodial email recovery)', () => {
  const noPrompt: RestoreWallet = async () => {
    throw new Error('no prompt expected')
  }

  it('protects a new wallet for the custodian at once, keeps RK in memory, and a new device restores with no prompt', async () => {
    const server = createFakeFrameApi({ custodian: true })
    const signedIn = await establish(server, newDevice())
    const made = await signedIn.run()
    expect(made).toEqual({ key: made.key, version: 2, recoveryKey: expect.any(Uint8Array) })
    const wallet = server.wallets.get(signedIn.userId)
    const method = wallet?.methods[0]
    expect(wallet?.methods).toHaveLength(1)
    if (method?.kind !== 'custodian') throw new Error('no custodian wrap')
    const context = { address: privateKeyToAccount(made.key).address, userId: signedIn.userId }
    expect(await server.custodian()?.openWrap(method, context)).toEqual(made.recoveryKey)

    const second = newDevice()
    const restoring = await establish(server, second, noPrompt)
    const restored = await restoring.run()
    expect(restored.key).toBe(made.key)
    expect(restored.recoveryKey).toEqual(made.recoveryKey)
    expect(await second.deviceShares.loadDeviceShare(restoring.userId)).toBeDefined()
    expect(server.custodianReleases).toHaveLength(1)
  })

  it('does not fail the sign-in when protecting for the custodian fails; the wallet works here', async () => {
    const server = createFakeFrameApi({ custodian: true })
    server.api.protectWallet = async () => {
      throw new ApiRequestError(500, 'SERVER_ERROR')
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const signedIn = await establish(server, newDevice())
    const made = await signedIn.run()
    expect(made).toEqual({ key: made.key, version: 1 })
    expect(warn).toHaveBeenCalledWith(
      '[foyer-frame] custodial recovery: protecting the new wallet failed (SERVER_ERROR)',
    )
    warn.mockRestore()
    expect(server.wallets.get(signedIn.userId)).toMatchObject({ version: 1, methods: [] })
    expect(await signedIn.run()).toEqual({ key: made.key, version: 1 })
  })

  it('asks the custodian before the prompt, after the sign-in’s passkey', async () => {
    const { server, second, protectedNow, address, key } = await protectedWallet()
    const signedIn = await establish(server, second, noPrompt)
    // The operator starts a custodian after the wallet was protected: a device holding RK adds a wrap.
    const custodian = createFakeCustodian()
    server.setCustodian(custodian)
    await server.api.addRecoveryMethod(signedIn.token, {
      version: 2,
      method: await wrapForCustodian(protectedNow.recoveryKey, custodian.key, {
        address,
        userId: signedIn.userId,
      }),
    })
    expect((await signedIn.run()).key).toBe(key)
    expect(server.custodianReleases).toHaveLength(1)
  })

  it('a wrap of a key the custodian no longer has, and no method of the visitor’s: RECOVERY_UNAVAILABLE', async () => {
    const server = createFakeFrameApi({ custodian: true })
    await (await establish(server, newDevice())).run()
    server.setCustodian(createFakeCustodian())
    const second = newDevice()
    const signedIn = await establish(server, second, noPrompt)
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'RECOVERY_UNAVAILABLE' })
    expect(server.custodianReleases).toHaveLength(0)
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('a wallet only the custodian opens, while the record names none: the release route says why', async () => {
    const server = createFakeFrameApi({ custodian: true })
    await (await establish(server, newDevice())).run()
    const custodian = server.custodian()
    server.setCustodian(undefined)
    const second = newDevice()
    const signedIn = await establish(server, second, noPrompt)
    await expect(signedIn.run()).rejects.toMatchObject({ status: 404, code: 'CUSTODIAN_OFF' })
    expect(server.calls).toContain('releaseFromCustodian')
    server.setCustodian(custodian)
    expect((await signedIn.run()).key).toMatch(/^0x/)
  })

  it('restores with the password and wraps RK for a custodian that has no wrap yet', async () => {
    const { server, second, key } = await protectedWallet()
    server.setCustodian(createFakeCustodian())
    const signedIn = await establish(server, second, typePassword())
    expect((await signedIn.run()).key).toBe(key)
    expect(server.wallets.get(signedIn.userId)?.methods.map((m) => m.kind)).toEqual([
      'password',
      'custodian',
    ])
  })
})

describe('establishWalletKey on a new device', () => {
  it('restores a protected wallet with the recovery password and keeps R here', async () => {
    const { server, key, second } = await protectedWallet()
    const signedIn = await establish(server, second, typePassword())
    const restored = await signedIn.run()
    expect(restored.key).toBe(key)
    expect(restored.version).toBe(2)
    expect(restored.recoveryKey).toHaveLength(32)
    // Later sign-ins here need no prompt and no recovery record.
    const calls = server.calls.length
    expect((await (await establish(server, second)).run()).key).toBe(key)
    expect(server.calls.slice(calls)).not.toContain('getRecoveryRecord')
    expect(server.calls).not.toContain('getRecoveryShare')
  })

  it('restores with the PRF output of the passkey it signed in with, no prompt', async () => {
    const { server, key, second, protectedNow, address } = await protectedWallet()
    const passkey = { credentialId: 'Y3JlZGVudGlhbC1pZC0wMDAx', prf: new Uint8Array(32).fill(7) }
    const signedIn = await establish(server, second)
    await server.api.addRecoveryMethod(signedIn.token, {
      version: 2,
      method: await wrapWithPasskey(protectedNow.recoveryKey, passkey, {
        address,
        userId: signedIn.userId,
      }),
    })
    const restore: RestoreWallet = async () => {
      throw new Error('no prompt expected')
    }
    expect((await signedIn.run({ passkeyPrf: passkey, restore })).key).toBe(key)
  })

  it('fails WRONG_RECOVERY_PASSWORD for a wrong password and keeps nothing', async () => {
    const { server, second } = await protectedWallet()
    const signedIn = await establish(server, second, typePassword('violet harbour 42 lanterns'))
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'WRONG_RECOVERY_PASSWORD' })
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('says RECOVERY_NEEDED without a prompt, RECOVERY_UNAVAILABLE for an unprotected wallet', async () => {
    const { server, second } = await protectedWallet()
    await expect((await establish(server, second)).run()).rejects.toMatchObject({
      code: 'RECOVERY_NEEDED',
    })
    const fresh = createFakeFrameApi()
    await (await establish(fresh, newDevice())).run()
    const other = newDevice()
    const signedIn = await establish(fresh, other, typePassword())
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'RECOVERY_UNAVAILABLE' })
    expect(fresh.calls).not.toContain('getRecoveryShare')
    expect(await other.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('refuses a sealed share of another wallet (SHARES_MISMATCH), keeping nothing', async () => {
    const { server, second } = await protectedWallet()
    const signedIn = await establish(server, second, typePassword())
    const wallet = server.wallets.get(signedIn.userId)
    if (!wallet) throw new Error('no wallet')
    wallet.authShare = (await splitKey(createWalletKey())).authShare
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })
})

describe('protect, interrupted', () => {
  it('promotes the pending share when the server took the split but the answer was lost', async () => {
    const server = createFakeFrameApi()
    const device = newDevice()
    const signedIn = await establish(server, device)
    const made = await signedIn.run()
    const protect = server.api.protectWallet
    server.api.protectWallet = async (...args) => {
      await protect(...args)
      throw new ApiRequestError(0, 'NETWORK_ERROR')
    }
    await expect(
      protectWallet({
        ...signedIn,
        key: made.key,
        address: privateKeyToAccount(made.key).address,
        version: 1,
        wrap: (rk, context) => wrapWithPassword(rk, password, context, FAST),
      }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    expect(await device.deviceShares.loadPendingShare(signedIn.userId)).toBeDefined()
    expect(await signedIn.run()).toEqual({ key: made.key, version: 2 })
    expect(await device.deviceShares.loadPendingShare(signedIn.userId)).toBeUndefined()
    expect(await signedIn.run()).toEqual({ key: made.key, version: 2 })
  })

  it('drops the pending share when the server refused (409 RECOVERY_STALE)', async () => {
    const server = createFakeFrameApi()
    const device = newDevice()
    const signedIn = await establish(server, device)
    const made = await signedIn.run()
    const before = await device.deviceShares.loadDeviceShare(signedIn.userId)
    await expect(
      protectWallet({
        ...signedIn,
        key: made.key,
        address: privateKeyToAccount(made.key).address,
        version: 7,
        wrap: (rk, context) => wrapWithPassword(rk, password, context, FAST),
      }),
    ).rejects.toMatchObject({ status: 409, code: 'RECOVERY_STALE' })
    expect(await device.deviceShares.loadPendingShare(signedIn.userId)).toBeUndefined()
    expect(await device.deviceShares.loadDeviceShare(signedIn.userId)).toBe(before)
    expect(await signedIn.run()).toEqual({ key: made.key, version: 1 })
  })
})

describe('establishWalletKey, legacy wallets (custodial release)', () => {
  /** A wallet made before sealed recovery: the server also holds its recovery share. */
  async function legacyWallet() {
    const server = createFakeFrameApi()
    const key = createWalletKey()
    const shares = await splitKey(key)
    const first = newDevice()
    const signedIn = await establish(server, first)
    server.wallets.set(signedIn.userId, {
      address: privateKeyToAccount(key).address,
      authShare: shares.authShare,
      recoveryShare: shares.recoveryShare,
      version: 1,
      methods: [],
    })
    server.walletDevices.set(signedIn.userId, first.deviceId)
    await first.deviceShares.saveDeviceShare(signedIn.userId, shares.deviceShare)
    return { server, first, key, shares }
  }

  it('rebuilds the key from the released recovery share and keeps it here', async () => {
    const { server, key, shares } = await legacyWallet()
    const second = newDevice()
    const signedIn = await establish(server, second)
    expect((await signedIn.run()).key).toBe(key)
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBe(shares.recoveryShare)
    expect(server.recoveries).toHaveLength(1)
  })

  it('says so when this device got its share before and lost it (409 RECOVERY_USED)', async () => {
    const { server, first } = await legacyWallet()
    const signedIn = await establish(server, first)
    await first.deviceShares.clearDeviceShare(signedIn.userId)
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'DEVICE_SHARE_LOST' })
  })

  it('refuses a released share of another key, keeping nothing', async () => {
    const { server } = await legacyWallet()
    const second = newDevice()
    const signedIn = await establish(server, second)
    const other = await splitKey(createWalletKey())
    const wallet = server.wallets.get(signedIn.userId)
    if (wallet) wallet.recoveryShare = other.recoveryShare
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })
})
