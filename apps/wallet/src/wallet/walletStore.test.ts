import { getSdkError } from '@walletconnect/utils'
import { type Address, type Hex, stringToHex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../accounts/testAccounts'
import { FakeWalletKit, settle } from '../testing/FakeWalletKit'
import { devChains, proposal, session } from '../testing/fixtures'
import { WalletStore, type WalletStoreOptions } from './walletStore'

const accounts = testAccounts()
const [alice, bob] = accounts.map((account) => account.address) as [Address, Address]
const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1900000000`
const now = () => 1_800_000_000_000

const dappNamespaces = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: [
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
}

async function started(options: Partial<WalletStoreOptions> = {}, kit = new FakeWalletKit()) {
  const store = new WalletStore({
    kit: Promise.resolve(kit.api()),
    relayUrl: 'ws://localhost:8787/relay',
    accounts,
    chains: devChains,
    now,
    ...options,
  })
  await settle()
  return { store, kit }
}

/** A connected session on chain A only (as a dapp that asked for one chain has). */
function sessionOnChainA(address = alice) {
  return session('s'.repeat(64), {
    eip155: {
      chains: ['eip155:31337'],
      methods: ['personal_sign', 'wallet_switchEthereumChain'],
      events: ['chainChanged', 'accountsChanged'],
      accounts: [`eip155:31337:${address}`],
    },
  })
}

function sessionRequest(id: number, method: string, params: unknown, chainId = 'eip155:31337') {
  return {
    id,
    topic: 's'.repeat(64),
    params: { request: { method, params }, chainId },
    verifyContext: {},
  }
}

describe('WalletStore: relay', () => {
  it('says it is connecting, then ready once WalletKit is up', async () => {
    let resolve: (kit: ReturnType<FakeWalletKit['api']>) => void = () => {}
    const kit = new FakeWalletKit()
    const store = new WalletStore({
      kit: new Promise((done) => {
        resolve = done
      }),
      relayUrl: 'ws://localhost:8787/relay',
      accounts,
      chains: devChains,
    })
    expect(store.getSnapshot().relay).toEqual({ state: 'connecting', slow: false })
    resolve(kit.api())
    await settle()
    expect(store.getSnapshot().relay).toEqual({ state: 'ready', connected: true })
    kit.relayHandlers.get('relayer_disconnect')?.()
    expect(store.getSnapshot().relay).toEqual({ state: 'ready', connected: false })
  })

  it('says so when WalletKit does not start, and when the relay is slow', async () => {
    const failing = new WalletStore({
      kit: Promise.reject(new Error('socket closed')),
      relayUrl: 'ws://localhost:1/relay',
      accounts,
      chains: devChains,
    })
    await settle()
    expect(failing.getSnapshot().relay).toEqual({ state: 'failed', reason: 'socket closed' })

    const slow = new WalletStore({
      kit: new Promise(() => {}),
      relayUrl: 'ws://localhost:1/relay',
      accounts,
      chains: devChains,
      timeouts: { slowRelayMs: 1 },
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(slow.getSnapshot().relay).toEqual({ state: 'connecting', slow: true })
  })

  it('tells subscribers about every change', async () => {
    const { store, kit } = await started()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    kit.emit('session_proposal', { id: 1, params: proposal({}, dappNamespaces), verifyContext: {} })
    expect(listener).toHaveBeenCalled()
    unsubscribe()
    listener.mockClear()
    kit.emit('session_proposal', {
      id: 2,
      params: proposal({}, dappNamespaces, 2),
      verifyContext: {},
    })
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('WalletStore: pairing', () => {
  it('pairs a valid URI, trimmed', async () => {
    const { store, kit } = await started()
    expect(await store.pair(`  ${uri} `)).toBe(true)
    expect(kit.pair).toHaveBeenCalledWith({ uri })
    expect(store.getSnapshot().notice).toEqual({
      tone: 'info',
      text: 'Paired. Waiting for the dapp’s connection request…',
    })
    expect(store.getSnapshot().pairing).toBe(false)
  })

  it('refuses an invalid URI without asking the SDK', async () => {
    const { store, kit } = await started()
    expect(await store.pair('https://example.com')).toBe(false)
    expect(kit.pair).not.toHaveBeenCalled()
    expect(store.getSnapshot().notice).toEqual({
      tone: 'error',
      text: 'This is not a WalletConnect URI: it must start with wc:.',
    })
  })

  it('reports an SDK failure and a relay that does not answer', async () => {
    const { store, kit } = await started({ timeouts: { pairMs: 20 } })
    kit.pair.mockRejectedValueOnce(new Error('Pairing already exists'))
    expect(await store.pair(uri)).toBe(false)
    expect(store.getSnapshot().notice?.text).toBe('Pairing failed: Pairing already exists')
    kit.pair.mockReturnValueOnce(new Promise(() => {}))
    expect(await store.pair(uri)).toBe(false)
    expect(store.getSnapshot().notice?.text).toBe('Pairing failed: no answer within 0.02 s')
  })
})

describe('WalletStore: proposals', () => {
  it('shows a proposal and approves it with the active account on the chains it holds', async () => {
    const { store, kit } = await started()
    await store.selectAccount(1)
    kit.emit('session_proposal', {
      id: 7,
      params: proposal({}, dappNamespaces, 7),
      verifyContext: {},
    })
    const [entry] = store.getSnapshot().proposals
    expect(entry?.dapp).toEqual({
      name: 'Foyer demo',
      url: 'http://foyer.localhost:5173',
      icon: 'http://foyer.localhost:5173/icon.png',
    })
    expect(entry?.problem).toBeUndefined()
    await store.approveProposal(7)
    expect(kit.approveSession).toHaveBeenCalledWith({
      id: 7,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: [
            'personal_sign',
            'eth_signTypedData_v4',
            'eth_sendTransaction',
            'wallet_switchEthereumChain',
          ],
          events: ['chainChanged', 'accountsChanged'],
          accounts: [`eip155:31337:${bob}`, `eip155:31338:${bob}`],
        },
      },
    })
    const state = store.getSnapshot()
    expect(state.proposals).toEqual([])
    expect(state.sessions).toEqual([
      {
        topic: 'session-7',
        dapp: {
          name: 'Foyer demo',
          url: 'http://foyer.localhost:5173',
          icon: 'http://foyer.localhost:5173/icon.png',
        },
        chainIds: [31337, 31338],
        accounts: [bob],
      },
    ])
    expect(state.notice).toEqual({ tone: 'info', text: 'Connected to Foyer demo.' })
  })

  it('rejects with USER_REJECTED', async () => {
    const { store, kit } = await started()
    kit.emit('session_proposal', {
      id: 8,
      params: proposal({}, dappNamespaces, 8),
      verifyContext: {},
    })
    await store.rejectProposal(8)
    expect(kit.rejectSession).toHaveBeenCalledWith({ id: 8, reason: getSdkError('USER_REJECTED') })
    expect(store.getSnapshot().proposals).toEqual([])
    expect(store.getSnapshot().notice?.text).toBe(
      'Rejected the connection request from Foyer demo.',
    )
  })

  it('cannot approve a proposal that requires a chain it lacks; rejecting says why', async () => {
    const { store, kit } = await started()
    const params = proposal(
      { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
      {},
      9,
    )
    kit.emit('session_proposal', { id: 9, params, verifyContext: {} })
    expect(store.getSnapshot().proposals[0]?.problem).toEqual({
      kind: 'unsupportedChains',
      items: ['eip155:1'],
    })
    await store.approveProposal(9)
    expect(kit.approveSession).not.toHaveBeenCalled()
    await store.rejectProposal(9)
    expect(kit.rejectSession).toHaveBeenCalledWith({
      id: 9,
      reason: getSdkError('UNSUPPORTED_CHAINS'),
    })
  })

  it('reports an approval that fails and drops the proposal', async () => {
    const { store, kit } = await started()
    kit.approveSession.mockRejectedValueOnce(new Error('Proposal expired'))
    kit.emit('session_proposal', {
      id: 3,
      params: proposal({}, dappNamespaces, 3),
      verifyContext: {},
    })
    await store.approveProposal(3)
    expect(store.getSnapshot().notice).toEqual({
      tone: 'error',
      text: 'Could not approve the connection: Proposal expired',
    })
    expect(store.getSnapshot().proposals).toEqual([])
  })

  it('drops an expired proposal', async () => {
    const { store, kit } = await started()
    kit.emit('session_proposal', {
      id: 4,
      params: proposal({}, dappNamespaces, 4),
      verifyContext: {},
    })
    kit.emit('proposal_expire', { id: 4 })
    expect(store.getSnapshot().proposals).toEqual([])
    expect(store.getSnapshot().notice?.text).toBe('A connection request expired.')
  })

  it('restores sessions and unexpired proposals at start', async () => {
    const kit = new FakeWalletKit()
    const current = sessionOnChainA()
    kit.sessions = { [current.topic]: current }
    kit.pendingProposals = [
      proposal({}, dappNamespaces, 5),
      { ...proposal({}, dappNamespaces, 6), expiryTimestamp: now() / 1000 - 1 },
    ]
    const { store } = await started({}, kit)
    expect(store.getSnapshot().proposals.map((entry) => entry.id)).toEqual([5])
    expect(store.getSnapshot().sessions.map((entry) => entry.topic)).toEqual([current.topic])
  })
})

describe('WalletStore: requests', () => {
  async function withSession() {
    const kit = new FakeWalletKit()
    const current = sessionOnChainA()
    kit.sessions = { [current.topic]: current }
    return started({}, kit)
  }

  it('signs an approved personal_sign and answers the signature', async () => {
    const { store, kit } = await withSession()
    kit.emit('session_request', sessionRequest(11, 'personal_sign', [stringToHex('Hi'), alice]))
    const [card] = store.getSnapshot().requests
    expect(card?.dapp.name).toBe('Foyer demo')
    expect(card?.description).toEqual({
      kind: 'message',
      account: alice,
      text: 'Hi',
      encoding: 'text',
    })
    await store.approveRequest(11)
    const [[{ topic: answered, response }]] = kit.respondSessionRequest.mock.calls as unknown as [
      [{ topic: string; response: { id: number; jsonrpc: string; result: Hex } }],
    ]
    expect(answered).toBe('s'.repeat(64))
    expect(response.id).toBe(11)
    expect(response.jsonrpc).toBe('2.0')
    expect(await verifyMessage({ address: alice, message: 'Hi', signature: response.result })).toBe(
      true,
    )
    expect(store.getSnapshot().requests).toEqual([])
    expect(store.getSnapshot().activity[0]?.text).toBe(`Signature: ${response.result}`)
  })

  it('answers a rejected request with the 4001 error', async () => {
    const { store, kit } = await withSession()
    kit.emit('session_request', sessionRequest(12, 'personal_sign', ['0x6869', alice]))
    await store.rejectRequest(12)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 's'.repeat(64),
      response: {
        id: 12,
        jsonrpc: '2.0',
        error: { code: 4001, message: 'User rejected the request.' },
      },
    })
    expect(store.getSnapshot().requests).toEqual([])
    expect(store.getSnapshot().notice?.text).toBe('Rejected Sign message from Foyer demo.')
  })

  it('answers eth_chainId and eth_accounts at once, without a card', async () => {
    const { store, kit } = await withSession()
    kit.emit('session_request', sessionRequest(13, 'eth_chainId', [], 'eip155:31338'))
    expect(store.getSnapshot().requests).toEqual([])
    await settle()
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 's'.repeat(64),
      response: { id: 13, jsonrpc: '2.0', result: '0x7a6a' },
    })
  })

  it('answers an approved unsupported method with an error and says so', async () => {
    const { store, kit } = await withSession()
    kit.emit('session_request', sessionRequest(14, 'eth_sign', [alice, '0x00']))
    await store.approveRequest(14)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 's'.repeat(64),
      response: {
        id: 14,
        jsonrpc: '2.0',
        error: { code: 4200, message: 'The wallet does not support the method eth_sign.' },
      },
    })
    expect(store.getSnapshot().notice?.tone).toBe('error')
  })

  it('switches to a chain the session lacks: adds it, then emits chainChanged', async () => {
    const { store, kit } = await withSession()
    kit.emit(
      'session_request',
      sessionRequest(15, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    )
    await store.approveRequest(15)
    expect(kit.updateSession).toHaveBeenCalledWith({
      topic: 's'.repeat(64),
      namespaces: {
        eip155: expect.objectContaining({
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${alice}`, `eip155:31338:${alice}`],
        }),
      },
    })
    expect(kit.emitSessionEvent).toHaveBeenCalledWith({
      topic: 's'.repeat(64),
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 's'.repeat(64),
      response: { id: 15, jsonrpc: '2.0', result: null },
    })
    expect(store.getSnapshot().activeChain.id).toBe(31338)
    expect(store.getSnapshot().sessions[0]?.chainIds).toEqual([31337, 31338])
  })

  it('adds a chain with the session’s own account, whichever account is active', async () => {
    const { store, kit } = await withSession()
    await store.selectAccount(1)
    kit.sessions['s'.repeat(64)] = sessionOnChainA(alice)
    kit.emit(
      'session_request',
      sessionRequest(17, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    )
    await store.approveRequest(17)
    expect(kit.sessions['s'.repeat(64)]?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${alice}`,
      `eip155:31338:${alice}`,
    ])
  })

  it('drops an expired request', async () => {
    const { store, kit } = await withSession()
    kit.emit('session_request', sessionRequest(16, 'personal_sign', ['0x6869', alice]))
    kit.emit('session_request_expire', { id: 16 })
    expect(store.getSnapshot().requests).toEqual([])
  })
})

describe('WalletStore: preferences', () => {
  it('remembers the active account and chain for the next page load', async () => {
    const items = new Map<string, string>()
    const preferences = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    }
    const { store } = await started({ preferences })
    await store.selectAccount(3)
    await store.selectChain(31338)
    const { store: reloaded } = await started({ preferences })
    expect(reloaded.getSnapshot().activeAccount.index).toBe(3)
    expect(reloaded.getSnapshot().activeChain.id).toBe(31338)
  })

  it('starts on account 0 and the first chain when nothing usable is remembered', async () => {
    const preferences = { getItem: () => '{"accountIndex":99,"chainId":"x"}', setItem: () => {} }
    const { store } = await started({ preferences })
    expect(store.getSnapshot().activeAccount.index).toBe(0)
    expect(store.getSnapshot().activeChain.id).toBe(31337)
    const broken = { getItem: () => 'not json', setItem: () => {} }
    expect((await started({ preferences: broken })).store.getSnapshot().activeAccount.index).toBe(0)
  })
})

describe('WalletStore: sessions', () => {
  async function withSessions() {
    const kit = new FakeWalletKit()
    const onA = sessionOnChainA()
    const onBoth = session('t'.repeat(64), {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${alice}`, `eip155:31338:${alice}`],
      },
    })
    kit.sessions = { [onA.topic]: onA, [onBoth.topic]: onBoth }
    return { ...(await started({}, kit)), onA, onBoth }
  }

  it('emits chainChanged to the sessions that have the chain the user picks', async () => {
    const { store, kit, onBoth } = await withSessions()
    await store.selectChain(31338)
    expect(store.getSnapshot().activeChain.id).toBe(31338)
    expect(kit.emitSessionEvent.mock.calls).toEqual([
      [
        {
          topic: onBoth.topic,
          event: { name: 'chainChanged', data: 31338 },
          chainId: 'eip155:31338',
        },
      ],
    ])
  })

  it('moves every session to the account the user picks, then emits accountsChanged', async () => {
    const { store, kit, onA, onBoth } = await withSessions()
    await store.selectAccount(1)
    expect(store.getSnapshot().activeAccount.address).toBe(bob)
    expect(kit.updateSession).toHaveBeenCalledTimes(2)
    expect(kit.sessions[onBoth.topic]?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${bob}`,
      `eip155:31338:${bob}`,
    ])
    expect(kit.emitSessionEvent).toHaveBeenCalledWith({
      topic: onA.topic,
      event: { name: 'accountsChanged', data: [bob] },
      chainId: 'eip155:31337',
    })
    expect(store.getSnapshot().sessions.map((entry) => entry.accounts)).toEqual([[bob], [bob]])
  })

  it('disconnects with USER_DISCONNECTED and drops the session’s requests', async () => {
    const { store, kit, onA } = await withSessions()
    kit.emit('session_request', sessionRequest(21, 'personal_sign', ['0x6869', alice]))
    await store.disconnect(onA.topic)
    expect(kit.disconnectSession).toHaveBeenCalledWith({
      topic: onA.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    expect(store.getSnapshot().sessions.map((entry) => entry.topic)).toEqual(['t'.repeat(64)])
    expect(store.getSnapshot().requests).toEqual([])
    expect(store.getSnapshot().notice?.text).toBe('Disconnected from Foyer demo.')
  })

  it('forgets a session the dapp ends', async () => {
    const { store, kit, onBoth } = await withSessions()
    delete kit.sessions[onBoth.topic]
    kit.emit('session_delete', { id: 1, topic: onBoth.topic })
    expect(store.getSnapshot().sessions.map((entry) => entry.topic)).toEqual(['s'.repeat(64)])
    expect(store.getSnapshot().notice?.text).toBe('Disconnected from Foyer demo.')
  })
})
