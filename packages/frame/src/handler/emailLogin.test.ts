import { embeddedUserSchema } from '@foyer/protocol'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { frameHandlerHarness as setup } from '../testing/frameHandlerHarness'

describe('email login and key custody', () => {
  it('first login creates, splits and stores the key; GET_USER is an EOA user', async () => {
    const t = setup()
    const address = await t.login()
    const user = embeddedUserSchema.parse(await t.ok('GET_USER', {}))
    expect(user).toEqual({
      email: 'ada@example.com',
      address,
      chainId: 31337,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    const [wallet] = [...t.server.wallets.values()]
    expect(wallet?.address).toBe(address)
    expect(wallet?.authShare).not.toBe(wallet?.recoveryShare)
    const stored = t.deps.sessions.load()
    expect(await t.deps.deviceShares.loadDeviceShare(stored?.user.id ?? '')).toMatch(/^0x/)
  })

  it('a later login on the same device rebuilds the same key from device + auth shares', async () => {
    const first = setup()
    const address = await first.login()
    const again = setup({
      server: first.server,
      deviceShares: first.deps.deviceShares,
      deviceId: first.deps.deviceId,
    })
    expect(await again.login()).toBe(address)
    expect(first.server.calls.filter((c) => c === 'createShares')).toHaveLength(1)
  })

  it('a trusted device with a live session gets CONNECT and needs no code', async () => {
    const first = setup()
    const address = await first.login()
    const reloaded = setup({
      server: first.server,
      deviceShares: first.deps.deviceShares,
      sessions: first.deps.sessions,
      deviceId: first.deps.deviceId,
    })
    expect(await reloaded.ok('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
      action: 'CONNECT',
    })
    expect(((await reloaded.ok('GET_USER', {})) as { address: string }).address).toBe(address)
  })

  it('a wrong code is an error and leaves the visitor signed out', async () => {
    const t = setup()
    await t.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await t.failMessage('CONNECT_OTP', { otp: '000000' })).toBe('Invalid code')
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await t.fails('GET_USER', {})).toBe('NOT_CONNECTED')
  })

  it('a code before an email is refused', async () => {
    expect(await setup().fails('CONNECT_OTP', { otp: '123456' })).toBe('EMAIL_FIRST')
    expect(await setup().fails('CONNECT_DEVICE')).toBe('EMAIL_FIRST')
  })

  it('a new device waits for approval, then rebuilds the same wallet from the recovery share', async () => {
    const first = setup()
    const address = await first.login()
    const other = setup({ server: first.server })
    expect(await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const pending = other.send('CONNECT_DEVICE', {})
    await new Promise((resolve) => setTimeout(resolve, 10))
    first.server.approveDevice('ada@example.com', other.deps.deviceId)
    const reply = await pending
    expect(reply.type, JSON.stringify(reply.payload)).toBe('@foyer-frame/CONNECT_DEVICE_SUCCESS')
    expect(first.server.calls.filter((c) => c === 'waitForDevice').length).toBeGreaterThan(1)
    expect(((await other.ok('GET_USER', {})) as { address: string }).address).toBe(address)
    expect(first.server.calls.filter((c) => c === 'getRecoveryShare')).toHaveLength(1)
    expect(first.server.calls.filter((c) => c === 'createShares')).toHaveLength(1)
    // The restored device signs like any other.
    const message = await other.ok('RPC_REQUEST', other.rpc('personal_sign', ['0x6869', address]))
    expect(await verifyMessage({ address, message: 'hi', signature: message })).toBe(true)
    // A later login on it uses its own share with the auth share.
    const later = setup({
      server: first.server,
      deviceShares: other.deps.deviceShares,
      deviceId: other.deps.deviceId,
    })
    expect(await later.login()).toBe(address)
    expect(first.server.calls.filter((c) => c === 'getRecoveryShare')).toHaveLength(1)
  })

  it('a new device refuses a recovery share that does not rebuild the wallet', async () => {
    const first = setup()
    await first.login()
    const [wallet] = [...first.server.wallets.values()]
    if (!wallet) throw new Error('no wallet')
    wallet.recoveryShare = wallet.authShare
    const other = setup({ server: first.server })
    await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    first.server.approveDevice('ada@example.com', other.deps.deviceId)
    expect(await other.fails('CONNECT_DEVICE')).toBe('SHARES_MISMATCH')
    expect(await other.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('a device that lost its share says how to restore it', async () => {
    const first = setup()
    await first.login()
    const userId = first.deps.sessions.load()?.user.id ?? ''
    await first.deps.deviceShares.clearDeviceShare(userId)
    const again = setup({
      server: first.server,
      deviceShares: first.deps.deviceShares,
      deviceId: first.deps.deviceId,
    })
    await again.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await again.failure('CONNECT_OTP', { otp: '123456' })).toMatchObject({
      code: 'DEVICE_SHARE_LOST',
      message: expect.stringMatching(/no longer holds it\. Clear this site’s data/),
    })
  })

  it('stops polling for a device approval at the deadline', async () => {
    const first = setup()
    await first.login()
    let clock = 0
    const other = setup({ server: first.server, now: () => clock, deviceWaitTimeoutMs: 120_000 })
    const realWait = first.server.api.waitForDevice
    first.server.api.waitForDevice = async (input) => {
      clock += 25_000
      return realWait(input)
    }
    await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await other.fails('CONNECT_DEVICE')).toBe('DEVICE_NOT_APPROVED')
    expect(first.server.calls.filter((c) => c === 'waitForDevice')).toHaveLength(5)
  })

  it('a device wait is abandoned when the visitor signs out', async () => {
    const first = setup()
    await first.login()
    const other = setup({ server: first.server })
    await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    const pending = other.send('CONNECT_DEVICE', {})
    await other.ok('SIGN_OUT')
    expect((await pending).payload).toEqual({
      code: 'REQUEST_ABORTED',
      message: 'Request was aborted',
    })
  })

  it('refuses shares that do not rebuild the wallet address', async () => {
    const t = setup()
    await t.login()
    const [wallet] = [...t.server.wallets.values()]
    if (!wallet) throw new Error('no wallet')
    wallet.address = '0x000000000000000000000000000000000000dEaD'
    const again = setup({
      server: t.server,
      deviceShares: t.deps.deviceShares,
      deviceId: t.deps.deviceId,
    })
    await again.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await again.fails('CONNECT_OTP', { otp: '123456' })).toBe('SHARES_MISMATCH')
  })

  it('reports a server failure while fetching the auth share', async () => {
    const server = createFakeFrameApi()
    server.api.getAuthShare = async () => {
      throw new ApiRequestError(500, 'SERVER_ERROR', 'Database unavailable')
    }
    const t = setup({ server })
    await t.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await t.failMessage('CONNECT_OTP', { otp: '123456' })).toBe('Database unavailable')
    expect(server.calls).not.toContain('createShares')
  })

  it('refuses a malformed auth share from the server', async () => {
    const t = setup()
    await t.login()
    const [wallet] = [...t.server.wallets.values()]
    if (!wallet) throw new Error('no wallet')
    wallet.authShare = '0x1234'
    const again = setup({
      server: t.server,
      deviceShares: t.deps.deviceShares,
      deviceId: t.deps.deviceId,
    })
    await again.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await again.fails('CONNECT_OTP', { otp: '123456' })).toBe('SHARES_MISMATCH')
  })

  it('a failed share upload keeps no device share and reports the error', async () => {
    const server = createFakeFrameApi()
    server.api.createShares = async () => {
      throw new Error('Server down')
    }
    const t = setup({ server })
    await t.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await t.failMessage('CONNECT_OTP', { otp: '123456' })).toBe('Server down')
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('on a 409 (wallet created meanwhile) uses the existing wallet', async () => {
    const t = setup()
    const address = await t.login()
    const raced = setup({
      server: t.server,
      deviceShares: t.deps.deviceShares,
      deviceId: t.deps.deviceId,
    })
    const realGet = t.server.api.getAuthShare
    let first = true
    t.server.api.getAuthShare = async (token) => {
      if (first) {
        first = false
        throw new ApiRequestError(404, 'NO_WALLET', 'No wallet')
      }
      return realGet(token)
    }
    expect(await raced.login()).toBe(address)
  })
})
