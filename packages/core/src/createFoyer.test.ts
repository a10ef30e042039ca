import { mock } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from './createFoyer'
import type { Foyer } from './foyer'
import { devChainA, devChainB } from './networks/devChains'
import { solana } from './networks/solanaNetworks'
import { STORAGE_KEYS } from './storage/storageKeys'
import { createScriptedWallet, memoryStorage } from './testing/scriptedWallet'
import { signInSettled, signInWithWallet, walletRow } from './testing/signInWallet'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rdns = 'dev.foyer.scripted'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

/** A wallet that announces itself twice (same uuid) and also sits on window.ethereum. */
function installWallet(chainId = 31337) {
  const wallet = createScriptedWallet({ chainId, address })
  const info = {
    uuid: 'a7b5c3d2-0000-4000-8000-000000000001',
    name: 'Scripted',
    icon: 'data:image/svg+xml,<svg/>',
    rdns,
  }
  const announce = () => {
    for (let i = 0; i < 2; i++) {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({ info, provider: wallet.provider }),
        }),
      )
    }
  }
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  ;(window as { ethereum?: unknown }).ethereum = wallet.provider
  return wallet
}

/** A Foyer with wagmi built (as a page has it right after its first render). */
async function setup(
  options: { chainId?: number; connectTimeoutMs?: number; legalCheckbox?: boolean } = {},
) {
  const wallet = installWallet(options.chainId)
  const storage = memoryStorage()
  const foyer = createFoyer({
    networks: [devChainA, devChainB],
    storage,
    logLevel: 'silent',
    features: { legalCheckbox: options.legalCheckbox ?? false },
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
  })
  cleanups.push(foyer.destroy)
  await foyer.wagmi.load()
  return { foyer, wallet, storage }
}

function scripted(foyer: Foyer) {
  const item = foyer.connectors.get().items.find((entry) => entry.connector.id === rdns)
  if (!item) throw new Error('scripted wallet not listed')
  return item.connector
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  if (!check()) throw new Error(`Timed out waiting for ${what}`)
}

describe('createFoyer', () => {
  it('refuses an RPC URL for a network that is not configured, naming it', () => {
    const rpcUrls = { 31337: 'http://127.0.0.1:18545', 999: 'http://127.0.0.1:1' }
    expect(() => createFoyer({ networks: [devChainA], rpcUrls, storage: memoryStorage() })).toThrow(
      'Unknown network: 999',
    )
  })

  it('refuses pay while the pay switch is off, and while nothing is connected', async () => {
    const base = { networks: [devChainA], storage: memoryStorage(), walletConnect: false as const }
    const request = {
      to: address,
      amount: '1',
      token: '0x0000000000000000000000000000000000000001',
      chainId: 31337,
    }
    const off = createFoyer(base)
    cleanups.push(off.destroy)
    await expect(off.pay(request)).rejects.toMatchObject({ code: 'PAY_DISABLED' })
    const on = createFoyer({ ...base, features: { pay: true } })
    cleanups.push(on.destroy)
    await expect(on.pay(request)).rejects.toThrow('Connect a wallet to pay')
    expect(on.modal.get().open).toBe(false)
  })

  it('uses the configured RPC URL of a network', async () => {
    const foyer = createFoyer({
      networks: [devChainA],
      rpcUrls: { 31337: 'http://127.0.0.1:18545' },
      storage: memoryStorage(),
    })
    expect(foyer.networks[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:18545'])
    const { config } = await foyer.wagmi.load()
    expect(config.chains[0].rpcUrls.default.http).toEqual(['http://127.0.0.1:18545'])
  })

  it('speaks the locale option; a tag we do not speak is said and the default kept', () => {
    const base = { networks: [devChainA], storage: memoryStorage(), walletConnect: false as const }
    const japanese = createFoyer({ ...base, locale: 'ja' })
    expect(japanese.locale).toBe('ja')
    // A server renders in the option's language, which the hydrating render repeats.
    expect(japanese.serverLocale).toBe('ja')
    japanese.destroy()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unknown = createFoyer({ ...base, locale: 'xx' as never, logLevel: 'warn' })
    const browsers = createFoyer({ ...base })
    expect(unknown.locale).toBe(browsers.locale)
    // Without the option a server cannot know the browser's language: it renders English.
    expect(browsers.serverLocale).toBe('en')
    expect(String(warn.mock.calls[0])).toContain('locale "xx"')
    unknown.destroy()
    browsers.destroy()
    warn.mockRestore()
  })

  it('reconnect resolves when the Solana code fails to load, and logs it', async () => {
    vi.doMock('./namespaces/solana/solanaAdapter', () => {
      throw new Error('chunk failed to load')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const foyer = createFoyer({
        networks: [devChainA, solana],
        storage: memoryStorage(),
        logLevel: 'error',
      })
      cleanups.push(foyer.destroy)
      await foyer.wagmi.load()
      await expect(foyer.reconnect()).resolves.toBeUndefined()
      expect(error.mock.calls.map(String)).toContainEqual(
        expect.stringContaining('The Solana wallet could not be restored'),
      )
    } finally {
      vi.doUnmock('./namespaces/solana/solanaAdapter')
      error.mockRestore()
    }
  })

  it('refuses an empty network list', () => {
    expect(() => createFoyer({ networks: [], storage: memoryStorage() })).toThrow(
      'At least one network is required',
    )
  })

  it('lists a wallet once although it announced twice and sits on window.ethereum', async () => {
    const { foyer } = await setup()
    const items = foyer.connectors.get().items
    expect(items.map((item) => [item.section, item.connector.type, item.connector.id])).toEqual([
      ['injected', 'ANNOUNCED', rdns],
    ])
  })

  it('connects, remembers the wallet, and leaves the connect views', async () => {
    const { foyer, storage } = await setup()
    foyer.open()
    expect(foyer.router.get().view).toBe('Connect')
    await signInWithWallet(foyer, rdns)
    expect(foyer.account.get()).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `eip155:31337:${address}`,
    })
    expect(foyer.modal.get().open).toBe(false)
    expect(foyer.router.get().view).toBe('Account')
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? '[]')).toEqual([rdns])
    expect(foyer.connectors.get().items[0]?.section).toBe('recent')
  })

  it('shows Connection rejected and connects on retry', async () => {
    const { foyer, wallet } = await setup()
    foyer.open()
    wallet.state.onConnect = 'reject'
    await signInWithWallet(foyer, rdns)
    expect(foyer.signIn.get()).toMatchObject({
      method: 'wallet',
      status: 'error',
      connectorUid: scripted(foyer).uid,
      error: { code: 'CONNECTION_REJECTED' },
    })
    expect(foyer.router.get().view).toBe('ConnectingExternal')
    expect(foyer.modal.get().shake).toBe(true)
    wallet.state.onConnect = 'accept'
    foyer.signIn.retry()
    await signInSettled(foyer.signIn)
    expect(foyer.account.get().status).toBe('connected')
    expect(foyer.signIn.get()).toMatchObject({ method: undefined, status: 'idle' })
  })

  it('times out when the wallet never answers, then retries', async () => {
    const { foyer, wallet } = await setup({ connectTimeoutMs: 50 })
    foyer.open()
    wallet.state.onConnect = 'hang'
    await signInWithWallet(foyer, rdns)
    expect(foyer.signIn.get()).toMatchObject({
      status: 'error',
      error: { code: 'WALLET_TIMEOUT' },
    })
    wallet.state.onConnect = 'accept'
    foyer.signIn.retry()
    await signInSettled(foyer.signIn)
    expect(foyer.account.get().status).toBe('connected')
  })

  it('shows UnsupportedChain when the wallet sits on another network, and leaves it after a switch', async () => {
    const { foyer } = await setup({ chainId: 1 })
    await signInWithWallet(foyer, rdns)
    await until(() => foyer.router.get().view === 'UnsupportedChain', 'UnsupportedChain')
    expect(foyer.modal.get().open).toBe(true)
    expect(foyer.network.get()).toMatchObject({ isSupported: false, caipNetwork: undefined })
    await foyer.switchNetwork(devChainB)
    await until(() => foyer.network.get().chainId === 31338, 'the switch')
    expect(foyer.network.get().caipNetwork?.name).toBe('Foyer Dev B')
    expect(foyer.modal.get().open).toBe(false)
  })

  it('switches from the Networks view and returns to Account', async () => {
    const { foyer } = await setup()
    await signInWithWallet(foyer, rdns)
    foyer.open()
    foyer.router.push('Networks')
    await foyer.switchNetwork(devChainB)
    expect(foyer.network.get().chainId).toBe(31338)
    expect(foyer.router.get()).toMatchObject({ view: 'Account', history: [] })
  })

  it('keeps SwitchNetwork with the reason when the wallet declines', async () => {
    const { foyer, wallet } = await setup()
    await signInWithWallet(foyer, rdns)
    foyer.open()
    foyer.router.push('Networks')
    wallet.state.onSwitch = 'reject'
    await foyer.switchNetwork(devChainB)
    expect(foyer.switching.get()).toMatchObject({ status: 'error', reason: 'rejected' })
    expect(foyer.router.get().view).toBe('SwitchNetwork')
    expect(foyer.network.get().chainId).toBe(31337)
  })

  it('returns to Connect when the wallet disconnects', async () => {
    const { foyer, wallet } = await setup()
    await signInWithWallet(foyer, rdns)
    foyer.open()
    expect(foyer.router.get().view).toBe('Account')
    wallet.disconnectFromWallet()
    await until(() => foyer.account.get().status === 'disconnected', 'the disconnect')
    expect(foyer.router.get().view).toBe('Connect')
    expect(foyer.modal.get().open).toBe(false)
  })

  it('refuses to connect until the legal checkbox is ticked, when it is on', async () => {
    const { foyer } = await setup({ legalCheckbox: true })
    foyer.open()
    const row = walletRow(foyer, rdns)
    foyer.signIn.wallet(row)
    expect(foyer.signIn.get().status).toBe('idle')
    expect(foyer.account.get().status).toBe('disconnected')
    expect(foyer.modal.get().shake).toBe(true)
    foyer.legalConsent.set({ accepted: true })
    foyer.signIn.wallet(row)
    await signInSettled(foyer.signIn)
    expect(foyer.account.get().status).toBe('connected')
  })

  it('opens on Account while a known connection is being restored (a reload)', async () => {
    const foyer = createFoyer({
      networks: [devChainA],
      storage: memoryStorage(),
      connectors: [mock({ accounts: [address] })],
    })
    cleanups.push(foyer.destroy)
    // What storage or a server-rendered initialState holds before the wallet answers: a copy of
    // the connector of an earlier page.
    const uid = 'uid-of-an-earlier-page'
    const connector = { id: 'mock', name: 'Mock Connector', type: 'mock', uid } as never
    const { config } = await foyer.wagmi.load()
    config.setState((state) => ({
      ...state,
      status: 'reconnecting',
      current: uid,
      connections: new Map([[uid, { accounts: [address], chainId: 31337, connector }]]),
    }))
    expect(foyer.account.get()).toMatchObject({ status: 'connecting', address })
    foyer.open()
    expect(foyer.router.get().view).toBe('Account')
  })

  it('builds wagmi after it is created: until then disconnected on the first network, no wallet listed', async () => {
    const wallet = installWallet(31338)
    const foyer = createFoyer({
      networks: [devChainA, devChainB],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    cleanups.push(foyer.destroy)
    expect(foyer.wagmi.get().value).toBeUndefined()
    expect(foyer.wagmi.dappConfig).toBeUndefined()
    expect(foyer.account.get()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(foyer.network.get().chainId).toBe(31337)
    expect(foyer.connectors.get().items).toEqual([])
    // A switch asked for before wagmi is built waits for it.
    const switched = foyer.switchNetwork(devChainB)
    const { config } = await foyer.wagmi.load()
    expect(foyer.wagmi.get().value?.config).toBe(config)
    await switched
    expect(foyer.network.get().chainId).toBe(31338)
    expect(foyer.connectors.get().items.map((item) => item.connector.id)).toContain(rdns)
    expect(wallet.state.requests).toEqual([])
  })

  it('shows the state a server rendered with (ssr) at once, and hands it to wagmi on reconnect', async () => {
    const storage = memoryStorage()
    const foyer = createFoyer({
      networks: [devChainA, devChainB],
      storage,
      ssr: true,
      logLevel: 'silent',
      connectors: [mock({ accounts: [address] })],
    })
    cleanups.push(foyer.destroy)
    const uid = 'uid-of-an-earlier-page'
    const connector = { id: 'mock', name: 'Mock Connector', type: 'mock', uid } as never
    const state = {
      chainId: 31338,
      current: uid,
      status: 'connected' as const,
      connections: new Map([[uid, { accounts: [address] as const, chainId: 31338, connector }]]),
    }
    foyer.hydrate(state)
    expect(foyer.account.get()).toMatchObject({ status: 'connecting', address, chainId: 31338 })
    expect(foyer.network.get().chainId).toBe(31338)
    expect(foyer.wagmi.get().value).toBeUndefined()
    await foyer.reconnect()
    const { config } = await foyer.wagmi.load()
    // wagmi took the state (then reconnects: the mock wallet answers, unauthorised here).
    expect(config.state.chainId).toBe(31338)
  })

  it('takes no server state without ssr (wagmi reads storage itself)', () => {
    const foyer = createFoyer({ networks: [devChainA], storage: memoryStorage() })
    cleanups.push(foyer.destroy)
    const connector = { id: 'mock', name: 'Mock', type: 'mock', uid: 'u' } as never
    foyer.hydrate({
      chainId: 31337,
      current: 'u',
      status: 'connected',
      connections: new Map([['u', { accounts: [address], chainId: 31337, connector }]]),
    })
    expect(foyer.account.get().status).toBe('disconnected')
  })

  it('disconnect() ends the connection', async () => {
    const { foyer } = await setup()
    await signInWithWallet(foyer, rdns)
    await foyer.disconnect()
    expect(foyer.account.get()).toMatchObject({ status: 'disconnected', address: undefined })
  })
})
