import { embeddedUserSchema } from '@foyer/protocol'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import {
  type FrameHandlerHarnessOptions,
  frameHandlerHarness,
  TEST_PROJECT_ID,
} from '../testing/frameHandlerHarness'
import { startTestAnvil } from '../testing/startTestAnvil'

let anvil: { rpcUrl: string; stop(): Promise<void> }

beforeAll(async () => {
  anvil = await startTestAnvil(31337)
})
afterAll(async () => {
  await anvil.stop()
})

function setup(overrides: FrameHandlerHarnessOptions = {}) {
  const harness = frameHandlerHarness(overrides)
  const { ok } = harness
  async function login(email = 'ada@example.com') {
    expect(await ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await ok('CONNECT_OTP', { otp: '123456' })
    const user: { address: `0x${string}` } = await ok('GET_USER', {})
    return user.address
  }
  const rpc = (method: string, params?: unknown, chainId: string | number = 31337) => ({
    method,
    ...(params === undefined ? {} : { params }),
    chainId,
    chainNamespace: 'eip155',
    rpcUrl: anvil.rpcUrl,
  })
  return { ...harness, login, rpc }
}

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

  it('a reload is still connected without a new code', async () => {
    const first = setup()
    const address = await first.login()
    const reloaded = setup({
      server: first.server,
      deviceShares: first.deps.deviceShares,
      sessions: first.deps.sessions,
      deviceId: first.deps.deviceId,
    })
    expect(await reloaded.ok('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(((await reloaded.ok('GET_USER', {})) as { address: string }).address).toBe(address)
    expect(first.server.calls.filter((c) => c === 'verifyOtp')).toHaveLength(1)
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
    expect(await t.fails('CONNECT_OTP', { otp: '000000' })).toBe('Invalid code')
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await t.fails('GET_USER', {})).toBe('Not connected to email or social')
  })

  it('a code before an email is refused', async () => {
    expect(await setup().fails('CONNECT_OTP', { otp: '123456' })).toBe('Enter your email first')
    expect(await setup().fails('CONNECT_DEVICE')).toBe('Enter your email first')
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
    expect(await other.fails('CONNECT_DEVICE')).toBe('The key shares do not belong to this wallet')
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
    expect(await again.fails('CONNECT_OTP', { otp: '123456' })).toMatch(
      /no longer holds it\. Clear this site’s data/,
    )
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
    expect(await other.fails('CONNECT_DEVICE')).toBe('The device was not approved in time')
    expect(first.server.calls.filter((c) => c === 'waitForDevice')).toHaveLength(5)
  })

  it('a device wait is abandoned when the visitor signs out', async () => {
    const first = setup()
    await first.login()
    const other = setup({ server: first.server })
    await other.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    const pending = other.send('CONNECT_DEVICE', {})
    await other.ok('SIGN_OUT')
    expect(((await pending).payload as { message: string }).message).toBe('Request was aborted')
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
    expect(await again.fails('CONNECT_OTP', { otp: '123456' })).toBe(
      'The key shares do not belong to this wallet',
    )
  })

  it('reports a server failure while fetching the auth share', async () => {
    const server = createFakeFrameApi()
    const { ApiRequestError } = await import('../api/apiRequestError')
    server.api.getAuthShare = async () => {
      throw new ApiRequestError(500, 'INTERNAL', 'Database unavailable')
    }
    const t = setup({ server })
    await t.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await t.fails('CONNECT_OTP', { otp: '123456' })).toBe('Database unavailable')
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
    expect(await again.fails('CONNECT_OTP', { otp: '123456' })).toBe(
      'The key shares do not belong to this wallet',
    )
  })

  it('a failed share upload keeps no device share and reports the error', async () => {
    const server = createFakeFrameApi()
    server.api.createShares = async () => {
      throw new Error('Server down')
    }
    const t = setup({ server })
    await t.ok('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await t.fails('CONNECT_OTP', { otp: '123456' })).toBe('Server down')
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
        const { ApiRequestError } = await import('../api/apiRequestError')
        throw new ApiRequestError(404, 'NO_WALLET', 'No wallet')
      }
      return realGet(token)
    }
    expect(await raced.login()).toBe(address)
  })

  it('a revoked session reads as not connected and is forgotten', async () => {
    const t = setup()
    await t.login()
    t.server.sessions.clear()
    const reloaded = setup({
      server: t.server,
      deviceShares: t.deps.deviceShares,
      sessions: t.deps.sessions,
    })
    expect(await reloaded.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(t.deps.sessions.load()).toBeUndefined()
  })

  it('SIGN_OUT revokes the session and forgets the key', async () => {
    const t = setup()
    await t.login()
    await t.ok('SIGN_OUT')
    expect(t.server.sessions.size).toBe(0)
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_accounts'))).toBe(
      'Not connected to email or social',
    )
    await t.ok('SIGN_OUT')
  })

  it('SIGN_OUT reports a server failure other than an expired session', async () => {
    const t = setup()
    await t.login()
    t.server.api.signOut = async () => {
      throw new Error('Server down')
    }
    expect(await t.fails('SIGN_OUT')).toBe('Server down')
    expect(t.deps.sessions.load()).toBeUndefined()
  })

  it('IS_CONNECTED reports an unreachable server as an error', async () => {
    const t = setup()
    await t.login()
    await t.ok('RELOAD')
    t.server.api.getSession = async () => {
      throw new Error('The wallet server could not be reached')
    }
    expect(await t.fails('IS_CONNECTED')).toBe('The wallet server could not be reached')
  })
})

describe('email update', () => {
  it('runs the two code steps and updates the email', async () => {
    const t = setup()
    await t.login()
    expect(await t.ok('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await t.ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(await t.ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })).toEqual({
      newEmail: 'new-ada@example.com',
    })
    expect(((await t.ok('GET_USER', {})) as { email: string }).email).toBe('new-ada@example.com')
  })

  it('refuses without a session and reports wrong codes', async () => {
    const t = setup()
    expect(await t.fails('UPDATE_EMAIL', { email: 'new@example.com' })).toBe(
      'Not connected to email or social',
    )
    expect(await t.fails('UPDATE_EMAIL_PRIMARY_OTP', { otp: '1' })).toBe(
      'Not connected to email or social',
    )
    expect(await t.fails('UPDATE_EMAIL_SECONDARY_OTP', { otp: '1' })).toBe(
      'Not connected to email or social',
    )
    await t.login()
    expect(await t.fails('UPDATE_EMAIL_PRIMARY_OTP', { otp: '000000' })).toBe('Invalid code')
    expect(await t.fails('UPDATE_EMAIL_SECONDARY_OTP', { otp: '000000' })).toBe('Invalid code')
  })
})

describe('chain, account type, sync and unavailable features', () => {
  it('GET_CHAIN_ID and APP_SWITCH_NETWORK', async () => {
    const t = setup()
    expect(await t.ok('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
    expect(await t.ok('APP_SWITCH_NETWORK', { chainId: 'eip155:10' })).toEqual({ chainId: 10 })
    expect(await t.ok('GET_CHAIN_ID')).toEqual({ chainId: 10 })
    expect(await t.fails('APP_SWITCH_NETWORK', { chainId: 'solana:abc' })).toBe(
      'Invalid parameters for this method',
    )
    await t.login()
    expect(((await t.ok('GET_USER', { chainId: 1 })) as { chainId: number }).chainId).toBe(1)
    expect(await t.fails('GET_USER', { chainId: 'x' })).toBe('Invalid parameters for this method')
  })

  it('smart accounts: none enabled, init refused, preference falls back to EOA', async () => {
    const t = setup()
    expect(await t.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect(await t.fails('INIT_SMART_ACCOUNT')).toBe('Smart accounts are not available')
    expect(await t.fails('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toBe(
      'Not connected to email or social',
    )
    const address = await t.login()
    expect(await t.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'eoa',
      address,
    })
  })

  it('Farcaster sign-in must be started before it is connected (more in farcasterLogin.test.ts)', async () => {
    const t = setup()
    expect(await t.fails('CONNECT_FARCASTER')).toBe(
      'Failed to connect to farcaster: no Farcaster sign-in was started here; start it again',
    )
  })

  it('SYNC_THEME and SYNC_DAPP_DATA are kept; another project is refused', async () => {
    const t = setup()
    await t.ok('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--accent': '#f00' } })
    await t.ok('SYNC_DAPP_DATA', {
      projectId: TEST_PROJECT_ID,
      sdkType: 'foyer',
      sdkVersion: '0.0.0',
      metadata: { name: 'Demo' },
    })
    expect(t.handler.state()).toEqual({
      theme: { themeMode: 'dark', themeVariables: { '--accent': '#f00' } },
      dappName: 'Demo',
    })
    expect(
      await t.fails('SYNC_DAPP_DATA', {
        projectId: 'a'.repeat(32),
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
      }),
    ).toBe('The project id does not match this frame')
  })

  it('RELOAD drops the in-memory key; the session brings it back', async () => {
    const t = setup()
    const address = await t.login()
    await t.ok('RELOAD')
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_accounts'))).toEqual([address])
  })
})

describe('RPC requests', () => {
  it('needs a connected wallet', async () => {
    expect(await setup().fails('RPC_REQUEST', setup().rpc('eth_blockNumber'))).toBe(
      'Not connected to email or social',
    )
  })

  it('refuses methods that are neither safe nor approvable, and other namespaces', async () => {
    const t = setup()
    await t.login()
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'foo']) {
      expect(await t.fails('RPC_REQUEST', t.rpc(method))).toBe('Requested RPC call is not allowed')
    }
    expect(
      await t.fails('RPC_REQUEST', { ...t.rpc('eth_chainId'), chainNamespace: 'solana' }),
    ).toBe('Requested RPC call is not allowed')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('answers eth_accounts and eth_chainId locally', async () => {
    const t = setup()
    const address = await t.login()
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_accounts'))).toEqual([address])
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_chainId', [], 'eip155:31337'))).toBe('0x7a69')
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_chainId', [], 'nope'))).toBe(
      'Invalid parameters for this method',
    )
  })

  it('forwards safe reads to the RPC URL without approval', async () => {
    const t = setup()
    const address = await t.login()
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_blockNumber'))).toMatch(/^0x/)
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_getBalance', [address, 'latest']))).toBe('0x0')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('reports an RPC error and an unreachable RPC', async () => {
    const t = setup()
    await t.login()
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_getBalance', ['not-an-address']))).toBeTruthy()
    expect(
      await t.fails('RPC_REQUEST', { ...t.rpc('eth_blockNumber'), rpcUrl: 'http://127.0.0.1:1' }),
    ).toBe('The RPC endpoint could not be reached')
  })

  it('personal_sign after approval gives a signature viem verifies', async () => {
    const t = setup()
    const address = await t.login()
    const signature = await t.ok('RPC_REQUEST', t.rpc('personal_sign', ['0x68656c6c6f', address]))
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
    const text = await t.ok('RPC_REQUEST', t.rpc('personal_sign', ['plain text', address]))
    expect(await verifyMessage({ address, message: 'plain text', signature: text })).toBe(true)
    expect(t.approve).toHaveBeenCalledTimes(2)
    expect(t.approve.mock.calls[0]?.[0]).toMatchObject({
      method: 'personal_sign',
      address,
      chainId: 31337,
      message: { raw: '0x68656c6c6f' },
    })
    expect(t.emit.mock.calls.map((c) => c[0])).toEqual([
      'APPROVAL_REQUIRED',
      'APPROVAL_DONE',
      'APPROVAL_REQUIRED',
      'APPROVAL_DONE',
    ])
  })

  it('a refused approval is the EIP-1193 rejection', async () => {
    const t = setup({ approve: async () => false })
    const address = await t.login()
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))).toBe(
      'User rejected the request.',
    )
  })

  it('an approval UI failure is an error, never a signature', async () => {
    const t = setup({
      approve: async () => {
        throw new Error('Approval UI failed')
      },
    })
    const address = await t.login()
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))).toBe(
      'Approval UI failed',
    )
  })

  it('refuses another address or bad params before asking the visitor', async () => {
    const t = setup()
    const address = await t.login()
    const other = '0x000000000000000000000000000000000000dEaD'
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', other]))).toBe(
      'The address does not match the connected account',
    )
    const bad = 'Invalid parameters for this method'
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', [1, address]))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', 'x']))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_signTypedData_v4', [address, '{bad']))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_signTypedData_v4', [address, {}]))).toBe(bad)
    expect(
      await t.fails(
        'RPC_REQUEST',
        t.rpc('eth_signTypedData_v4', [
          address,
          { types: { A: [1] }, primaryType: 'A', message: {} },
        ]),
      ),
    ).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', ['x']))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{}]))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ to: 'x' }]))).toBe(bad)
    expect(
      await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ to: other, value: '12' }])),
    ).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ data: 'zz' }]))).toBe(bad)
    expect(
      await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ from: other, to: other }])),
    ).toBe('The address does not match the connected account')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('eth_signTypedData_v4 after approval gives a signature viem verifies', async () => {
    const t = setup()
    const address = await t.login()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = await t.ok(
      'RPC_REQUEST',
      t.rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)]),
    )
    const { EIP712Domain: _d, ...types } = typedData.types
    expect(await verifyTypedData({ address, ...typedData, types, signature })).toBe(true)
  })

  it('eth_sendTransaction fills, signs locally and sends to the RPC URL', async () => {
    const t = setup()
    const address = await t.login()
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, '0xde0b6b3a7640000'],
      }),
    })
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await t.ok(
      'RPC_REQUEST',
      t.rpc('eth_sendTransaction', [{ from: address, to, value: '0x2386f26fc10000' }]),
    )
    const asked = t.approve.mock.calls[0]?.[0]
    expect(asked).toMatchObject({ method: 'eth_sendTransaction', transaction: { to } })
    expect(asked?.method === 'eth_sendTransaction' && (asked.maxFee ?? 0n) > 0n).toBe(true)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.01'))
    const legacy = await t.ok(
      'RPC_REQUEST',
      t.rpc('eth_sendTransaction', [{ to, value: '0x1', gasPrice: '0x3b9aca00', gas: '0x5208' }]),
    )
    expect((await client.waitForTransactionReceipt({ hash: legacy })).status).toBe('success')
  })

  it('eth_sendTransaction refuses an RPC URL on another chain', async () => {
    const t = setup()
    const address = await t.login()
    expect(
      await t.fails(
        'RPC_REQUEST',
        t.rpc('eth_sendTransaction', [{ from: address, to: address }], 1),
      ),
    ).toBe('The RPC endpoint is on another chain than requested')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('RPC_ABORT rejects pending approvals; safe requests continue', async () => {
    let release: (ok: boolean) => void = () => undefined
    let approvalSignal: AbortSignal | undefined
    const t = setup({
      approve: (_request, signal) =>
        new Promise<boolean>((resolve) => {
          approvalSignal = signal
          release = resolve
        }),
    })
    const address = await t.login()
    const pending = t.send('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))
    const read = t.send('RPC_REQUEST', t.rpc('eth_blockNumber'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await t.ok('RPC_ABORT')
    const aborted = await pending
    expect(aborted.type).toBe('@foyer-frame/RPC_REQUEST_ERROR')
    expect(aborted.payload).toEqual({ message: 'Request was aborted' })
    expect((await read).type).toBe('@foyer-frame/RPC_REQUEST_SUCCESS')
    expect(approvalSignal?.aborted).toBe(true)
    release(true)
  })

  it('signing out while an approval is open never signs', async () => {
    let release: (ok: boolean) => void = () => undefined
    const t = setup({
      approve: () =>
        new Promise<boolean>((resolve) => {
          release = resolve
        }),
    })
    const address = await t.login()
    const pending = t.send('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await t.ok('SIGN_OUT')
    release(true)
    expect((await pending).payload).toEqual({ message: 'Request was aborted' })
  })
})
