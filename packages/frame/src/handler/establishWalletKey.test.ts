import { IDBFactory } from 'fake-indexeddb'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import { createWalletKey } from '../keys/createWalletKey'
import { createDeviceShareStore } from '../keys/deviceShareStore'
import { splitKey } from '../keys/shares'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { establishWalletKey } from './establishWalletKey'

const email = 'ada@example.com'

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

/** Signs in on `device` (the fake approves any device that has the code) and runs the key step. */
async function establish(server: Server, device: Device) {
  const session = await server.api.verifyOtp({ email, deviceId: device.deviceId, otp: '123456' })
  return {
    userId: session.user.id,
    run: () =>
      establishWalletKey({
        api: server.api,
        deviceShares: device.deviceShares,
        token: session.token,
        userId: session.user.id,
      }),
  }
}

/** A wallet made on device A; returns its key and a fresh device B signed in. */
async function walletAndNewDevice() {
  const server = createFakeFrameApi()
  const first = newDevice()
  const key = await (await establish(server, first)).run()
  const second = newDevice()
  const signedIn = await establish(server, second)
  const wallet = [...server.wallets.values()][0]
  if (!wallet) throw new Error('no wallet')
  return { server, first, key, second, signedIn, wallet }
}

const recoveryCalls = (server: Server) => server.calls.filter((c) => c === 'getRecoveryShare')

describe('establishWalletKey on a new device', () => {
  it('rebuilds the same key from the recovery and auth shares and keeps the recovery share here', async () => {
    const { server, key, second, signedIn, wallet } = await walletAndNewDevice()
    expect(await signedIn.run()).toBe(key)
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBe(wallet.recoveryShare)
    expect(server.recoveries).toHaveLength(1)
    expect(server.calls.filter((c) => c === 'createShares')).toHaveLength(1)
    // Later logins on this device use its own share with the auth share: no recovery.
    expect(await (await establish(server, second)).run()).toBe(key)
    expect(recoveryCalls(server)).toHaveLength(1)
  })

  it('never asks for the recovery share on the device that holds its share', async () => {
    const { server, first, key } = await walletAndNewDevice()
    expect(await (await establish(server, first)).run()).toBe(key)
    expect(recoveryCalls(server)).toHaveLength(0)
  })

  it('refuses a recovery answer for another address, keeping nothing', async () => {
    const { server, second, signedIn, wallet } = await walletAndNewDevice()
    server.api.getRecoveryShare = async () => ({
      address: '0x000000000000000000000000000000000000dEaD',
      recoveryShare: wallet.recoveryShare,
    })
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('refuses a recovery share of another key, keeping nothing', async () => {
    const { server, second, signedIn, wallet } = await walletAndNewDevice()
    const other = await splitKey(createWalletKey())
    server.api.getRecoveryShare = async () => ({
      address: wallet.address,
      recoveryShare: other.recoveryShare,
    })
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it.each([
    ['malformed', '0x1234'],
    ['not hex', 'UkVDT1ZFUlk='],
    ['the auth share itself', 'auth'],
  ])('refuses a %s recovery share, keeping nothing', async (_, share) => {
    const { server, second, signedIn, wallet } = await walletAndNewDevice()
    server.api.getRecoveryShare = async () => ({
      address: wallet.address,
      recoveryShare: share === 'auth' ? wallet.authShare : share,
    })
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('checks the rebuilt key against the address the server gives', async () => {
    const { signedIn, wallet, key } = await walletAndNewDevice()
    expect(privateKeyToAccount(key).address).toBe(wallet.address)
    wallet.address = '0x000000000000000000000000000000000000dEaD'
    await expect(signedIn.run()).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
  })

  it('reports a 404 from the recovery route and never makes a second wallet', async () => {
    const { server, second, signedIn } = await walletAndNewDevice()
    server.api.getRecoveryShare = async () => {
      throw new ApiRequestError(404, 'NO_WALLET', 'This account has no wallet yet')
    }
    await expect(signedIn.run()).rejects.toMatchObject({ status: 404, code: 'NO_WALLET' })
    expect(server.calls.filter((c) => c === 'createShares')).toHaveLength(1)
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('reports a failed notice mail (502) and keeps nothing', async () => {
    const { server, second, signedIn } = await walletAndNewDevice()
    server.api.getRecoveryShare = async () => {
      throw new ApiRequestError(502, 'MAIL_FAILED', 'The email could not be sent')
    }
    await expect(signedIn.run()).rejects.toThrow('The email could not be sent')
    expect(await second.deviceShares.loadDeviceShare(signedIn.userId)).toBeUndefined()
  })

  it('says so when this device got its share before and lost it (409 RECOVERY_USED)', async () => {
    const { server, first, key, second, signedIn } = await walletAndNewDevice()
    expect(await signedIn.run()).toBe(key)
    // Both devices lose their storage but keep their device ids.
    for (const device of [first, second]) {
      await device.deviceShares.clearDeviceShare(signedIn.userId)
      await expect((await establish(server, device)).run()).rejects.toMatchObject({
        code: 'DEVICE_SHARE_LOST',
      })
    }
    expect(server.recoveries).toHaveLength(1)
  })
})
