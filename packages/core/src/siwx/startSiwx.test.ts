import { testAccounts } from '@foyer/devchain'
import { createSiwxMessage } from '@foyer/protocol'
import { generateKeyPair, signBytes } from '@solana/kit'
import { getConnection } from '@wagmi/core'
import { getWallets } from '@wallet-standard/app'
import type { LocalAccount } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer'
import { createLogger } from '../logger/createLogger'
import { base58 } from '../namespaces/solana/base58'
import { solanaConnectorId } from '../namespaces/solana/solanaAdapter'
import { standardTestWallet } from '../namespaces/solana/testing/standardTestWallet'
import { devChainA } from '../networks/devChains'
import { solana } from '../networks/solanaNetworks'
import { createStore } from '../store/createStore'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { memoryStorage } from '../testing/scriptedWallet'
import { signInWithWallet } from '../testing/signInWallet'
import { createSiwxClient } from './createSiwxClient'
import type { SiwxOptions } from './siwxOptions'
import type { SiwxState } from './siwxState'
import { SIWX_VIEW, startSiwx } from './startSiwx'
import { installSigningWallet, SIGNING_WALLET_RDNS } from './testing/installSigningWallet'
import { type SiwxServer, startSiwxServer } from './testing/siwxServer'

const ALICE = testAccounts[0] as LocalAccount
const BOB = testAccounts[1] as LocalAccount
const PAGE = { host: 'shop.localhost:5173', origin: 'http://shop.localhost:5173' }

let server: SiwxServer
/** This test's browser: the session cookie lives in its jar. */
let browser: typeof globalThis.fetch
const cleanups: (() => void)[] = []

beforeAll(async () => {
  server = await startSiwxServer({ domain: PAGE.host })
})
afterAll(() => server.close())
beforeEach(() => {
  browser = server.browserFetch()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  server.calls.length = 0
})

/** Foyer (its wagmi config, stores, modal, disconnect) with the SIWX flow started beside it. */
async function setup(options: SiwxOptions = {}) {
  const { wallet, signing, uninstall } = installSigningWallet(ALICE)
  cleanups.push(uninstall)
  const foyer = createFoyer({ networks: [devChainA], storage: memoryStorage(), logLevel: 'silent' })
  cleanups.push(foyer.destroy)
  const { config } = await foyer.wagmi.load()
  const state = createStore<SiwxState>({ status: 'idle', session: undefined })
  const flow = startSiwx({
    options,
    apiUrl: server.url,
    projectId: TEST_PROJECT_ID,
    config,
    account: foyer.account,
    network: foyer.network,
    router: foyer.router,
    modal: foyer.modal,
    toasts: foyer.toasts,
    logger: createLogger({ level: 'silent' }),
    state,
    disconnect: foyer.disconnect,
    fetch: browser,
    page: PAGE,
  })
  cleanups.push(flow.stop)
  async function connect() {
    await signInWithWallet(foyer, SIGNING_WALLET_RDNS)
    expect(foyer.account.get().status).toBe('connected')
  }
  const prompted = () =>
    until(() => foyer.modal.get().open && foyer.router.get().view === SIWX_VIEW, 'the sign-in view')
  const connected = () => getConnection(config).status === 'connected'
  return { foyer, wallet, signing, state, flow, connect, prompted, connected }
}

/** The server's view of the browser's cookie: its session, or undefined. */
const serverSession = () =>
  createSiwxClient({
    baseUrl: server.url,
    projectId: TEST_PROJECT_ID,
    fetch: browser,
  }).me()

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  if (!check()) throw new Error(`Timed out waiting for ${what}`)
}

/** Signs in through the flow: connect, the view opens, sign. */
async function signedIn(options: SiwxOptions = {}) {
  const kit = await setup(options)
  await kit.connect()
  await kit.prompted()
  await kit.flow.signIn()
  expect(kit.state.get()).toMatchObject({ status: 'signedIn', session: { address: ALICE.address } })
  return kit
}

describe('startSiwx: optional (default)', () => {
  it('asks on connect; cancelling only closes the view, the wallet stays connected', async () => {
    const { state, flow, foyer, connect, prompted, connected } = await setup()
    expect(flow.required).toBe(false)
    await connect()
    await prompted()
    expect(state.get().status).toBe('signedOut')
    flow.cancel()
    expect(foyer.modal.get().open).toBe(false)
    await new Promise((r) => setTimeout(r, 50))
    expect(connected()).toBe(true)
    expect(foyer.account.get().status).toBe('connected')
    expect(await serverSession()).toBeUndefined()
  })

  it('refusing in the wallet shows the error and keeps the wallet connected', async () => {
    const { state, flow, foyer, signing, connect, prompted, connected } = await setup()
    await connect()
    await prompted()
    signing.next = 'reject'
    await flow.signIn()
    expect(signing.requests).toBe(1)
    expect(state.get().status).toBe('signedOut')
    expect(foyer.toasts.get().toast?.message).toEqual({ code: 'ERROR_SIGNING_MESSAGE' })
    await new Promise((r) => setTimeout(r, 50))
    expect(connected()).toBe(true)
  })

  it('signs in once per request: a second sign-in while one is out does nothing', async () => {
    const { state, flow, foyer, signing, connect, prompted } = await setup({ statement: 'Hi.' })
    await connect()
    await prompted()
    await Promise.all([flow.signIn(), flow.signIn()])
    expect(signing.requests).toBe(1)
    expect(server.calls.filter((call) => call === 'nonce')).toHaveLength(1)
    expect(state.get().status).toBe('signedIn')
    expect(foyer.modal.get().open).toBe(false)
    expect(await serverSession()).toMatchObject({
      address: ALICE.address,
      chainId: 'eip155:31337',
      domain: PAGE.host,
      uri: PAGE.origin,
    })
  })

  it('signing out ends the session and leaves the wallet connected', async () => {
    const { state, flow, connected } = await signedIn()
    await flow.signOut()
    expect(state.get().status).toBe('signedOut')
    expect(await serverSession()).toBeUndefined()
    await new Promise((r) => setTimeout(r, 50))
    expect(connected()).toBe(true)
  })
})

describe('startSiwx: required', () => {
  it('cancelling the sign-in view disconnects the wallet', async () => {
    const { flow, foyer, wallet, connect, prompted, connected } = await setup({ required: true })
    expect(flow.required).toBe(true)
    await connect()
    await prompted()
    flow.cancel()
    await until(() => !connected(), 'the disconnect')
    expect(wallet.state.requests).toContain('wallet_revokePermissions')
    expect(foyer.account.get().status).toBe('disconnected')
  })

  it('closing the modal over the sign-in view disconnects too', async () => {
    const { foyer, connect, prompted, connected } = await setup({ required: true })
    await connect()
    await prompted()
    foyer.close()
    await until(() => !connected(), 'the disconnect')
  })

  it('refusing in the wallet shows the error and disconnects', async () => {
    const { state, flow, foyer, signing, connect, prompted, connected } = await setup({
      required: true,
    })
    await connect()
    await prompted()
    signing.next = 'reject'
    await flow.signIn()
    expect(foyer.toasts.get().toast?.message).toEqual({ code: 'ERROR_SIGNING_MESSAGE' })
    await until(() => !connected(), 'the disconnect')
    expect(state.get().status).toBe('signedOut')
  })

  it('signing out while connected disconnects the wallet (no session, no connection)', async () => {
    const { state, flow, foyer, connected } = await signedIn({ required: true })
    server.calls.length = 0
    await flow.signOut()
    expect(state.get().status).toBe('signedOut')
    await until(() => !connected(), 'the disconnect')
    await until(() => foyer.account.get().status === 'disconnected', 'the account store')
    expect(await serverSession()).toBeUndefined()
    // One sign-out: the disconnect does not send another, and nothing asks to sign in again.
    expect(server.calls).toEqual(['signOut', 'me'])
    expect(foyer.router.get().view).not.toBe(SIWX_VIEW)
  })
})

describe('startSiwx: a session kept in the cookie', () => {
  async function signInAs(account: LocalAccount) {
    const client = createSiwxClient({
      baseUrl: server.url,
      projectId: TEST_PROJECT_ID,
      fetch: browser,
    })
    const { nonce } = await client.nonce()
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      domain: PAGE.host,
      uri: PAGE.origin,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    return client.verify({ message, signature: await account.signMessage({ message }) })
  }

  it('is used for its own account (a reload): no prompt, no signature', async () => {
    await signInAs(ALICE)
    const { state, foyer, signing, connect } = await setup()
    await connect()
    await until(() => state.get().status === 'signedIn', 'the kept session')
    expect(state.get().session?.address).toBe(ALICE.address)
    expect(foyer.router.get().view).not.toBe(SIWX_VIEW)
    expect(signing.requests).toBe(0)
  })

  it('of another account is not used: it is ended and the visitor is asked to sign in', async () => {
    expect((await signInAs(BOB)).address).toBe(BOB.address)
    expect((await serverSession())?.address).toBe(BOB.address)
    const { state, connect, prompted } = await setup()
    await connect()
    await prompted()
    expect(state.get()).toEqual({ status: 'signedOut', session: undefined })
    expect(server.calls).toContain('signOut')
    expect(await serverSession()).toBeUndefined()
  })
})

describe('startSiwx: signOutOnDisconnect', () => {
  it('is on by default: disconnecting the wallet ends the session', async () => {
    const { state, wallet, foyer } = await signedIn()
    wallet.disconnectFromWallet()
    await until(() => foyer.account.get().status === 'disconnected', 'the disconnect')
    await until(() => server.calls.includes('signOut'), 'the sign-out')
    expect(state.get().status).toBe('signedOut')
    expect(await serverSession()).toBeUndefined()
  })

  it('off: disconnecting keeps the session on the server', async () => {
    const { state, wallet, foyer } = await signedIn({ signOutOnDisconnect: false })
    wallet.disconnectFromWallet()
    await until(() => foyer.account.get().status === 'disconnected', 'the disconnect')
    expect(state.get().status).toBe('signedOut')
    await new Promise((r) => setTimeout(r, 50))
    expect(server.calls).not.toContain('signOut')
    expect((await serverSession())?.address).toBe(ALICE.address)
  })
})

describe('startSiwx: stop', () => {
  it('stops following the account and the modal', async () => {
    const { flow, foyer, wallet, connect, prompted, connected } = await setup({ required: true })
    await connect()
    await prompted()
    flow.stop()
    server.calls.length = 0
    // Closing the modal no longer counts as refusing, and a disconnect no longer signs out.
    foyer.close()
    await new Promise((r) => setTimeout(r, 50))
    expect(connected()).toBe(true)
    wallet.disconnectFromWallet()
    await until(() => foyer.account.get().status === 'disconnected', 'the disconnect')
    await new Promise((r) => setTimeout(r, 50))
    expect(server.calls).toEqual([])
  })
})

describe('startSiwx: a Solana account (Sign In With Solana)', () => {
  /** Foyer with a Solana network, a Wallet Standard test wallet (real ed25519) and the flow. */
  async function solanaSetup(
    sign?: (message: string) => Promise<string>,
    wallet?: Awaited<ReturnType<typeof standardTestWallet>>,
  ) {
    const test = wallet ?? (await standardTestWallet(`Solana ${crypto.randomUUID()}`))
    cleanups.push(getWallets().register(test.wallet))
    const foyer = createFoyer({
      networks: [devChainA, solana],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    cleanups.push(foyer.destroy)
    const { config } = await foyer.wagmi.load()
    const state = createStore<SiwxState>({ status: 'idle', session: undefined })
    const signed: string[] = []
    const flow = startSiwx({
      options: { statement: 'Sign in to the shop.' },
      apiUrl: server.url,
      projectId: TEST_PROJECT_ID,
      config,
      account: foyer.account,
      network: foyer.network,
      router: foyer.router,
      modal: foyer.modal,
      toasts: foyer.toasts,
      logger: createLogger({ level: 'silent' }),
      state,
      disconnect: foyer.disconnect,
      signMessage: async (message) => {
        signed.push(message)
        return (sign ?? foyer.namespaces.signMessage)(message)
      },
      fetch: browser,
      page: PAGE,
    })
    cleanups.push(flow.stop)
    await foyer.namespaces.connect(solanaConnectorId(test.wallet))
    expect(foyer.account.get()).toMatchObject({ namespace: 'solana', address: test.address })
    await until(
      () => foyer.modal.get().open && foyer.router.get().view === SIWX_VIEW,
      'the sign-in view',
    )
    return { foyer, test, state, flow, signed }
  }

  it('signs the CAIP-122 message with the wallet; the server verifies the ed25519 signature', async () => {
    const { foyer, test, state, flow, signed } = await solanaSetup()
    await flow.signIn()
    expect(state.get()).toMatchObject({
      status: 'signedIn',
      session: { address: test.address, chainId: solana.caipNetworkId },
    })
    expect(foyer.modal.get().open).toBe(false)
    expect(signed).toHaveLength(1)
    const [message] = signed
    expect(message).toContain(`${PAGE.host} wants you to sign in with your Solana account:`)
    expect(message).toContain(`\n${test.address}\n`)
    expect(message).toContain(`Chain ID: ${solana.id}`)
    expect(await serverSession()).toMatchObject({ address: test.address, domain: PAGE.host })
    // The route took the signature as the hex of its 64 bytes, not the wallet's base58.
    expect(server.verified.at(-1)?.signature).toMatch(/^0x[0-9a-f]{128}$/)
  })

  it('keeps the session of the same account on reload: no prompt, no signature', async () => {
    const first = await solanaSetup()
    await first.flow.signIn()
    expect(first.state.get().status).toBe('signedIn')
    // The page goes away (its flow with it, before the wallet is gone), then loads again.
    first.flow.stop()
    for (const cleanup of cleanups.splice(0)) cleanup()
    const reload = solanaSetup(undefined, first.test)
    await expect(reload).rejects.toThrow('Timed out waiting for the sign-in view')
    // No view: the kept session of this account and chain was found.
    expect(server.calls.filter((call) => call === 'nonce')).toHaveLength(1)
    expect((await serverSession())?.address).toBe(first.test.address)
  })

  it("ends another account's session and asks the new one to sign in", async () => {
    const first = await solanaSetup()
    await first.flow.signIn()
    for (const cleanup of cleanups.splice(0)) cleanup()
    // Another Solana wallet (another key) in the same browser.
    const second = await solanaSetup()
    expect(second.state.get()).toEqual({ status: 'signedOut', session: undefined })
    expect(server.calls).toContain('signOut')
    await second.flow.signIn()
    expect((await serverSession())?.address).toBe(second.test.address)
    expect(second.signed).toHaveLength(1)
  })

  it('a signature by another key is refused by the server: signed out, with the error', async () => {
    const other = await generateKeyPair()
    const { foyer, state, flow } = await solanaSetup(async (message) =>
      base58(new Uint8Array(await signBytes(other.privateKey, new TextEncoder().encode(message)))),
    )
    await flow.signIn()
    expect(state.get().status).toBe('signedOut')
    expect(foyer.toasts.get().toast?.message).toEqual({ code: 'ERROR_SIGNING_MESSAGE' })
    expect(await serverSession()).toBeUndefined()
  })
})
