import { embeddedUserSchema } from '@foyer/protocol'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import { createWalletKey } from '../keys/createWalletKey'
import { splitKey } from '../keys/shares'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { frameHandlerHarness as setup } from '../testing/frameHandlerHarness'
import { createEmailLogin, DEVICE_POLL_BACKOFF } from './emailLogin'

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
      // The Solana account: its address only, derived from the same key (keys/solanaKey.ts).
      solanaAddress: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
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
    // The same shares give the same Solana account too: nothing more was stored for it.
    const solana = (user: unknown) => (user as { solanaAddress: string }).solanaAddress
    expect(solana(await again.ok('GET_USER', {}))).toBe(solana(await first.ok('GET_USER', {})))
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

  it('a new device waits for approval, then rebuilds a legacy wallet from the released recovery share', async () => {
    const first = setup()
    await first.login()
    // A legacy wallet (made before sealed recovery): the server also holds its recovery share.
    const key = createWalletKey()
    const address = privateKeyToAccount(key).address
    const shares = await splitKey(key)
    const userId = first.deps.sessions.load()?.user.id ?? ''
    first.server.wallets.set(userId, {
      address,
      authShare: shares.authShare,
      recoveryShare: shares.recoveryShare,
      version: 1,
      methods: [],
    })
    await first.deps.deviceShares.saveDeviceShare(userId, shares.deviceShare)
    const other = setup({ server: first.server })
    // A code as for any address; the right code on a new device asks for the mailed link.
    expect(await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(await other.ok('CONNECT_OTP', { otp: '123456' })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(await other.ok('IS_CONNECTED')).toEqual({ isConnected: false })
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
    await other.ok('CONNECT_OTP', { otp: '123456' })
    first.server.approveDevice('ada@example.com', other.deps.deviceId)
    expect(await other.fails('CONNECT_DEVICE')).toBe('SHARES_MISMATCH')
    expect(await other.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('a device that lost the share of an unprotected wallet says so', async () => {
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
      code: 'RECOVERY_UNAVAILABLE',
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
    await other.ok('CONNECT_OTP', { otp: '123456' })
    expect(await other.fails('CONNECT_DEVICE')).toBe('DEVICE_NOT_APPROVED')
    expect(first.server.calls.filter((c) => c === 'waitForDevice')).toHaveLength(5)
  })

  it('a device wait is abandoned when the visitor signs out', async () => {
    const first = setup()
    await first.login()
    const other = setup({ server: first.server })
    await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    await other.ok('CONNECT_OTP', { otp: '123456' })
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

describe('the device approval wait', () => {
  /** A wait against a server whose polls fail as `outcomes` say (then approve); a fake clock. */
  function waitWith(
    outcomes: ('fail' | 'rate-limited' | 'pending' | 'gone')[],
    timeoutMs = 600_000,
  ) {
    let clock = 0
    const slept: number[] = []
    const polls: number[] = []
    const signedIn: unknown[] = []
    const session = {
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u', email: 'a@b.c' },
    }
    const login = createEmailLogin({
      api: {
        connectEmail: async () => ({ action: 'VERIFY_OTP' }),
        verifyOtp: async () => ({ action: 'VERIFY_DEVICE' }),
        async waitForDevice() {
          polls.push(clock)
          const outcome = outcomes.shift()
          clock += 10
          if (outcome === 'fail') throw new ApiRequestError(0, 'NETWORK_ERROR')
          if (outcome === 'rate-limited') throw new ApiRequestError(429, 'RATE_LIMITED')
          if (outcome === 'gone') throw new ApiRequestError(400, 'NO_PENDING_APPROVAL')
          if (outcome === 'pending') return { approved: false }
          return { approved: true, ...session }
        },
      },
      sessions: { load: () => undefined, save() {}, clear() {} } as never,
      account: {
        signIn: async (grant: unknown) => void signedIn.push(grant),
        require: async () => {},
      } as never,
      deviceId: 'device-0123456789abcdef',
      now: () => clock,
      deviceWaitTimeoutMs: timeoutMs,
      sleep: async (ms) => {
        slept.push(ms)
        clock += ms
      },
    })
    return { login, slept, polls, signedIn }
  }

  async function connect(login: ReturnType<typeof createEmailLogin>) {
    await login.handlers.CONNECT_EMAIL({ email: 'a@b.c' })
    expect(await login.handlers.CONNECT_OTP({ otp: '123456' })).toEqual({ action: 'VERIFY_DEVICE' })
    return login.handlers.CONNECT_DEVICE({})
  }

  it('backs off on failed polls, 1 s doubling to 30 s, and resets once a poll answers', async () => {
    const t = waitWith([
      ...Array<'fail'>(7).fill('fail'),
      'rate-limited',
      'pending',
      'fail',
      'fail',
    ])
    expect(await connect(t.login)).toEqual({})
    expect(t.slept).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
      // `pending` came back in 10 ms: the rest of a second before the next poll.
      990,
      // Reset by the answer.
      1_000, 2_000,
    ])
    expect(t.polls).toHaveLength(12)
    expect(t.signedIn).toHaveLength(1)
  })

  it('never polls again at once: a fast {approved:false} waits out a second', async () => {
    const t = waitWith(['pending', 'pending', 'pending'])
    await connect(t.login)
    expect(t.slept).toEqual([990, 990, 990])
    expect(t.polls).toEqual([0, 1_000, 2_000, 3_000])
  })

  it('stops at an error that polling again cannot fix', async () => {
    const t = waitWith(['fail', 'gone'])
    await expect(connect(t.login)).rejects.toMatchObject({ code: 'NO_PENDING_APPROVAL' })
    expect(t.slept).toEqual([DEVICE_POLL_BACKOFF.firstMs])
  })

  it('gives up at the deadline while backing off', async () => {
    const t = waitWith(Array<'fail'>(100).fill('fail'), 120_000)
    await expect(connect(t.login)).rejects.toMatchObject({ code: 'DEVICE_NOT_APPROVED' })
    // 120 s: 1+2+4+8+16+30+30+30 s ≈ 121 s of waits, 9 polls (not hundreds).
    expect(t.polls.length).toBeLessThanOrEqual(9)
  })
})
