import type { EmbeddedUser } from '@foyer/protocol'
import {
  connect,
  createConfig,
  createStorage as createWagmiStorage,
  disconnect,
  getConnection,
  http,
  reconnect,
  switchChain,
} from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger/createLogger'
import { devChainA, devChainB } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { createStorage } from '../storage/createStorage'
import { createStore } from '../store/createStore'
import { createScriptedFrame } from '../testing/scriptedFrame'
import { memoryStorage } from '../testing/scriptedWallet'
import { readCachedLogin, saveCachedLogin } from './cachedLogin'
import { createFrameProvider } from './createFrameProvider'
import {
  EMBEDDED_CONNECTOR_NAME,
  type EmbeddedUserState,
  embeddedConnector,
  setEmbeddedAccountType,
} from './embeddedConnector'
import { DISCONNECT_WAIT_MS, EMBEDDED_CONNECTOR_ID } from './embeddedConstants'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rpcUrls = new Map([
  [devChainA.id as number, 'http://127.0.0.1:8545'],
  [devChainB.id as number, 'http://127.0.0.1:8546'],
])

/** The visitor's smart account (any address other than their EOA). */
const SMART = '0x1111111111111111111111111111111111111111'

function embeddedUser(overrides: Partial<EmbeddedUser> = {}): EmbeddedUser {
  return {
    email: 'ada@example.com',
    address: address.toLowerCase(),
    chainId: 31337,
    accounts: [{ address: address.toLowerCase(), type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    ...overrides,
  }
}

afterEach(() => {
  vi.useRealTimers()
})

function setup(options: { disconnectWaitMs?: number } = {}) {
  const frame = createScriptedFrame()
  const provider = createFrameProvider({
    call: frame.call,
    rpcUrl: (id) => rpcUrls.get(id),
    chainId: Number(devChainA.id),
  })
  const storage = createStorage(memoryStorage())
  const user = createStore<EmbeddedUserState>({})
  const sink = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const logger = createLogger({ level: 'error', sink })
  const config = createConfig({
    chains: [toViemChain(devChainA), toViemChain(devChainB)],
    connectors: [
      embeddedConnector({ call: frame.call, provider, storage, user, logger, ...options }),
    ],
    multiInjectedProviderDiscovery: false,
    transports: { 31337: http(), 31338: http() },
    storage: createWagmiStorage({ storage: memoryStorage() }),
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('The embedded connector is missing')
  return { config, frame, provider, storage, user, sink, connector }
}

type Setup = ReturnType<typeof setup>

async function connected(options: { disconnectWaitMs?: number } = {}): Promise<Setup> {
  const context = setup(options)
  context.frame.answer('GET_USER', embeddedUser())
  await connect(context.config, { connector: context.connector })
  saveCachedLogin(context.storage, { email: 'ada@example.com' }, 1)
  return context
}

describe('embeddedConnector', () => {
  it('is the Email connector under its own id', () => {
    const { connector } = setup()
    expect(connector).toMatchObject({
      id: EMBEDDED_CONNECTOR_ID,
      type: EMBEDDED_CONNECTOR_ID,
      name: EMBEDDED_CONNECTOR_NAME,
    })
  })

  it('connects the user the frame signed in (GET_USER) and sets the user store', async () => {
    const { config, frame, connector, user, provider } = setup()
    frame.answer(
      'GET_USER',
      embeddedUser({
        preferredAccountType: 'smartAccount',
        accounts: [
          { address: SMART, type: 'smartAccount' },
          { address: address.toLowerCase(), type: 'eoa' },
        ],
      }),
    )
    const result = await connect(config, { connector })
    expect(result).toEqual({ accounts: [address], chainId: 31337 })
    expect(frame.calls).toEqual([{ type: 'GET_USER', payload: {} }])
    // The accounts with their types, addresses checksummed.
    expect(user.get()).toEqual({
      address,
      email: 'ada@example.com',
      accountType: 'smartAccount',
      accounts: [
        { address: SMART, type: 'smartAccount' },
        { address, type: 'eoa' },
      ],
    })
    expect(provider.account()).toBe(address)
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address,
      chainId: 31337,
    })
    expect(getConnection(config).connector?.uid).toBe(connector.uid)
  })

  it('takes the email from the cached login when the frame gives none', async () => {
    const { config, frame, connector, user, storage } = setup()
    saveCachedLogin(storage, { email: 'grace@example.com' }, 1)
    frame.answer('GET_USER', embeddedUser({ email: undefined }))
    await connect(config, { connector })
    expect(user.get().email).toBe('grace@example.com')
  })

  it("a social login shows the frame's user name and the remembered provider; disconnect forgets both", async () => {
    const { config, frame, connector, user, storage } = setup()
    saveCachedLogin(storage, { socialProvider: 'github', socialUsername: 'old-name' }, 1)
    frame.answer('GET_USER', embeddedUser({ email: undefined, userName: 'octo' }))
    await connect(config, { connector })
    expect(user.get()).toMatchObject({
      socialProvider: 'github',
      userName: 'octo',
      email: undefined,
    })
    frame.answer('SIGN_OUT', {})
    await disconnect(config, { connector })
    expect(user.get()).toMatchObject({ socialProvider: undefined, userName: undefined })
    expect(readCachedLogin(storage).socialProvider).toBeUndefined()
  })

  it('connects on the chain asked for, switching the frame to it', async () => {
    const { config, frame, connector, provider } = setup()
    frame.answer('GET_USER', embeddedUser({ chainId: 31338 }))
    frame.answer('APP_SWITCH_NETWORK', { chainId: 31338 })
    const result = await connect(config, { connector, chainId: 31338 })
    expect(result.chainId).toBe(31338)
    expect(frame.calls).toEqual([
      { type: 'GET_USER', payload: { chainId: 31338 } },
      { type: 'APP_SWITCH_NETWORK', payload: { chainId: 31338 } },
    ])
    expect(provider.chainId()).toBe(31338)
    expect(getConnection(config).chainId).toBe(31338)
  })

  it('does not switch when asked for the chain it is on', async () => {
    const { config, frame, connector } = setup()
    frame.answer('GET_USER', embeddedUser())
    await connect(config, { connector, chainId: 31337 })
    expect(frame.calls).toEqual([{ type: 'GET_USER', payload: { chainId: 31337 } }])
  })

  it('fails to connect when the frame has no signed-in user', async () => {
    const { config, frame, connector, user } = setup()
    frame.fail('GET_USER', 'NOT_CONNECTED')
    await expect(connect(config, { connector })).rejects.toThrow('Not connected to email or social')
    expect(getConnection(config).status).toBe('disconnected')
    expect(user.get()).toEqual({})
  })

  describe('isAuthorized (reconnect)', () => {
    it('is false without the login-used flag, and asks the frame nothing', async () => {
      const { config, frame, connector } = setup()
      expect(await connector.isAuthorized()).toBe(false)
      expect(await reconnect(config, { connectors: [connector] })).toEqual([])
      expect(frame.calls).toEqual([])
      expect(getConnection(config).status).toBe('disconnected')
    })

    it('is true when IS_CONNECTED says so, and reconnect then connects', async () => {
      const { config, frame, connector, storage, user } = setup()
      saveCachedLogin(storage, { email: 'ada@example.com' }, 1)
      frame.answer('IS_CONNECTED', { isConnected: true })
      frame.answer('GET_USER', embeddedUser())
      const connections = await reconnect(config, { connectors: [connector] })
      expect(connections.map((c) => [c.connector.uid, c.accounts, c.chainId])).toEqual([
        [connector.uid, [address], 31337],
      ])
      expect(frame.types()).toEqual(['IS_CONNECTED', 'GET_USER'])
      expect(getConnection(config).status).toBe('connected')
      expect(user.get().email).toBe('ada@example.com')
      expect(readCachedLogin(storage).loginUsed).toBe(true)
    })

    it('a check that reports not connected clears the cached login', async () => {
      const { config, frame, connector, storage } = setup()
      saveCachedLogin(storage, { email: 'ada@example.com' }, 1)
      frame.answer('IS_CONNECTED', { isConnected: false })
      expect(await reconnect(config, { connectors: [connector] })).toEqual([])
      expect(frame.types()).toEqual(['IS_CONNECTED'])
      expect(readCachedLogin(storage)).toEqual({
        email: undefined,
        loginUsed: false,
        lastLoginTime: undefined,
      })
      expect(getConnection(config).status).toBe('disconnected')
    })

    it('is false when the check fails, and logs why', async () => {
      const { frame, connector, storage, sink } = setup()
      saveCachedLogin(storage, { email: 'ada@example.com' }, 1)
      frame.fail('IS_CONNECTED', 'IFRAME_REQUEST_TIMEOUT')
      expect(await connector.isAuthorized()).toBe(false)
      expect(sink.error).toHaveBeenCalledWith(
        '[foyer] Embedded wallet check failed',
        expect.stringContaining('iframe_request_timeout'),
      )
    })
  })

  describe('disconnect', () => {
    it('clears the cached login and the user, and sends SIGN_OUT', async () => {
      const { config, frame, storage, user, provider } = await connected()
      frame.answer('SIGN_OUT', {})
      await disconnect(config)
      expect(frame.types()).toEqual(['GET_USER', 'SIGN_OUT'])
      expect(readCachedLogin(storage)).toEqual({
        email: undefined,
        loginUsed: false,
        lastLoginTime: undefined,
      })
      expect(user.get()).toEqual({ address: undefined, email: undefined, accountType: undefined })
      expect(provider.account()).toBeUndefined()
      expect(getConnection(config).status).toBe('disconnected')
    })

    it(`goes on after DISCONNECT_WAIT_MS (${DISCONNECT_WAIT_MS} ms) when the frame never answers`, async () => {
      const { config, frame, storage, sink } = await connected()
      const signOut = frame.defer('SIGN_OUT')
      vi.useFakeTimers()
      let done = false
      const disconnecting = disconnect(config).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(DISCONNECT_WAIT_MS - 1)
      expect(signOut.taken).toBe(true)
      expect(done).toBe(false)
      // The cache is cleared at once, not after the wait.
      expect(readCachedLogin(storage).loginUsed).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await disconnecting
      expect(done).toBe(true)
      expect(getConnection(config).status).toBe('disconnected')
      expect(sink.error).toHaveBeenCalledWith(
        '[foyer] Embedded sign-out',
        expect.stringContaining('The wallet frame did not sign out in time'),
      )
    })

    it('waits as long as disconnectWaitMs says', async () => {
      const { config, frame } = await connected({ disconnectWaitMs: 50 })
      frame.defer('SIGN_OUT')
      vi.useFakeTimers()
      let done = false
      const disconnecting = disconnect(config).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(49)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await disconnecting
      expect(done).toBe(true)
    })

    it('goes on when the frame fails the sign-out', async () => {
      const { config, frame, sink } = await connected()
      frame.fail('SIGN_OUT', 'SOMETHING_WENT_WRONG')
      await disconnect(config)
      expect(getConnection(config).status).toBe('disconnected')
      expect(sink.error).toHaveBeenCalledWith(
        '[foyer] Embedded sign-out',
        expect.stringContaining('Something went wrong'),
      )
    })

    it('stops following the provider once disconnected', async () => {
      const { config, frame, provider, connector } = await connected()
      const emit = vi.spyOn(connector.emitter, 'emit')
      provider.emit('chainChanged', '0x7a69')
      expect(emit).toHaveBeenCalledWith('change', { chainId: 31337 })
      frame.answer('SIGN_OUT', {})
      await disconnect(config)
      emit.mockClear()
      provider.emit('chainChanged', '0x7a6a')
      provider.emit('accountsChanged', [])
      expect(emit).not.toHaveBeenCalled()
      expect(getConnection(config).status).toBe('disconnected')
    })
  })

  describe('while connected', () => {
    it('switches the chain through the frame (switchChain)', async () => {
      const { config, frame, provider } = await connected()
      frame.answer('APP_SWITCH_NETWORK', { chainId: 31338 })
      frame.answer('GET_USER', embeddedUser({ chainId: 31338 }))
      const chain: { id: number } = await switchChain(config, { chainId: 31338 })
      expect(chain.id).toBe(31338)
      expect(frame.payloads('APP_SWITCH_NETWORK')).toEqual([{ chainId: 31338 }])
      expect(provider.chainId()).toBe(31338)
      expect(getConnection(config)).toMatchObject({ chainId: 31338, address })
    })

    it('takes the account the frame uses on the new chain (a network without smart accounts)', async () => {
      const { config, frame, user } = await connected()
      frame.answer('APP_SWITCH_NETWORK', { chainId: 31338 })
      frame.answer(
        'GET_USER',
        embeddedUser({
          address: SMART,
          preferredAccountType: 'smartAccount',
          accounts: [
            { address: SMART, type: 'smartAccount' },
            { address, type: 'eoa' },
          ],
        }),
      )
      await switchChain(config, { chainId: 31338 })
      expect(getConnection(config).address).toBe(SMART)
      expect(user.get()).toMatchObject({
        address: SMART,
        accountType: 'smartAccount',
        accounts: [
          { address: SMART, type: 'smartAccount' },
          { address, type: 'eoa' },
        ],
      })
      // And back to a network without smart accounts: the EOA alone.
      frame.answer('APP_SWITCH_NETWORK', { chainId: 31337 })
      frame.answer('GET_USER', embeddedUser())
      await switchChain(config, { chainId: 31337 })
      expect(user.get()).toMatchObject({
        address,
        accountType: 'eoa',
        accounts: [{ address, type: 'eoa' }],
      })
    })

    it('switches between the smart account and the EOA (SET_PREFERRED_ACCOUNT)', async () => {
      const { config, frame, provider, user } = await connected()
      frame.answer('SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address: SMART.toLowerCase() })
      const deps = { call: frame.call, provider, user }
      expect(await setEmbeddedAccountType(deps, 'smartAccount')).toBe('smartAccount')
      expect(getConnection(config).address).toBe(SMART)
      expect(user.get()).toMatchObject({ address: SMART, accountType: 'smartAccount' })
      // The accounts of the network stay as the frame listed them.
      expect(user.get().accounts).toEqual([{ address, type: 'eoa' }])
      // Where the frame cannot have the smart account, it answers the EOA.
      frame.answer('SET_PREFERRED_ACCOUNT', { type: 'eoa', address })
      expect(await setEmbeddedAccountType(deps, 'smartAccount')).toBe('eoa')
      expect(getConnection(config).address).toBe(address)
      expect(frame.payloads('SET_PREFERRED_ACCOUNT')).toEqual([
        { type: 'smartAccount' },
        { type: 'smartAccount' },
      ])
    })

    it('refuses a chain the dapp does not have, without the frame', async () => {
      const { config, frame } = await connected()
      await expect(switchChain(config, { chainId: 1 as 31337 })).rejects.toMatchObject({
        code: 'UNSUPPORTED_CHAIN',
        details: '1',
      })
      expect(frame.types()).toEqual(['GET_USER'])
      expect(getConnection(config).chainId).toBe(31337)
    })

    it('disconnects when the provider reports no accounts', async () => {
      const { config, provider } = await connected()
      provider.emit('accountsChanged', [])
      expect(getConnection(config).status).toBe('disconnected')
    })

    it('follows an account change from the provider', async () => {
      const { config, provider } = await connected()
      const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      provider.emit('accountsChanged', [other.toLowerCase()])
      expect(getConnection(config).address).toBe(other)
    })

    it('answers getAccounts and getChainId from the provider', async () => {
      const { connector } = await connected()
      expect(await connector.getAccounts()).toEqual([address])
      expect(await connector.getChainId()).toBe(31337)
    })
  })
})
