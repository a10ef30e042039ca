// @vitest-environment node
import { type Anvil, startAnvil, testAddresses } from '@foyer/devchain'
import { type Config, connect, createConfig, disconnect, mock } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { createLogger } from '../logger/createLogger'
import { createTransports } from '../networks/createTransports'
import { devChainA } from '../networks/devChains'
import type { Network } from '../networks/network'
import { solana } from '../networks/solanaNetworks'
import { toViemChain } from '../networks/toViemChain'
import { createRouter } from '../router/createRouter'
import { readAccountState } from '../state/accountState'
import { readNetworkState } from '../state/networkState'
import { createStorage } from '../storage/createStorage'
import { createStore } from '../store/createStore'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { memoryStorage } from '../testing/scriptedWallet'
import { createNames } from './createNames'
import { type NamesServer, startNamesServer } from './testing/namesServer'

const ADDRESS = testAddresses[0] as `0x${string}`
const DEBOUNCE_MS = 30
let anvil: Anvil
let server: NamesServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(() => anvil.stop())
beforeEach(async () => {
  server = await startNamesServer()
})
afterEach(() => server.close())

/** The names flow over a wagmi config whose mock wallet signs with anvil's test account. */
async function setup(
  options: { signMessageError?: boolean; network?: Network; connected?: boolean } = {},
) {
  const network: Network = { ...devChainA, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  const chains = [toViemChain(network)] as const
  const config: Config = createConfig({
    chains,
    connectors: [
      mock({ accounts: [ADDRESS], features: { signMessageError: options.signMessageError } }),
    ],
    transports: createTransports(chains),
  })
  const connector = config.connectors[0]
  if (options.connected !== false && connector) await connect(config, { connector })
  const account = createStore(readAccountState(config))
  const networkState = createStore(
    readNetworkState([options.network ?? network], account.get(), network.id as number),
  )
  if (options.network) networkState.set({ caipNetwork: options.network })
  const router = createRouter({ isConnected: () => true, onClose: () => {} })
  router.reset('Account')
  const names = createNames({
    api: createApiClient({ baseUrl: server.url, projectId: TEST_PROJECT_ID }),
    config,
    account,
    network: networkState,
    router,
    storage: createStorage(memoryStorage()),
    logger: createLogger({ level: 'silent' }),
    debounceMs: DEBOUNCE_MS,
  })
  const registration = names.registration
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!registration.get().suggestionsLoading) return resolve()
        setTimeout(check, 5)
      }
      check()
    })
  return { config, names, registration, router, settled }
}

const suggestionRequests = () => server.requests.filter((path) => path.includes('suggestions'))

describe('createNameRegistration', () => {
  it('checks the typed name once typing pauses (debounced), with a loading flag', async () => {
    const { registration, settled } = await setup()
    registration.start()
    for (const input of ['a', 'al', 'ali', 'alic', 'Alice']) registration.setInput(input)
    expect(registration.get()).toMatchObject({
      label: 'alice',
      availability: 'checking',
      suggestionsLoading: true,
    })
    expect(suggestionRequests()).toEqual([])
    await settled()
    expect(suggestionRequests()).toEqual(['/v1/profile/suggestions/alice'])
    expect(registration.get()).toMatchObject({
      availability: 'available',
      fullName: 'alice.foyer.id',
      suggestionsLoading: false,
      suggestions: [
        { name: 'alice1.foyer.id', registered: false },
        { name: 'alice2.foyer.id', registered: false },
      ],
    })
  })

  it('says a name is taken', async () => {
    const { registration, settled } = await setup()
    server.names.set('alice.foyer.id', {
      name: 'alice.foyer.id',
      addresses: {},
      attributes: {},
      created: '',
      updated: '',
    })
    registration.setInput('alice')
    await settled()
    expect(registration.get().availability).toBe('registered')
  })

  it('asks nothing for characters a name cannot have, and says why', async () => {
    const { registration } = await setup()
    registration.setInput('al ice')
    expect(registration.get()).toMatchObject({
      problem: 'invalidCharacters',
      availability: 'idle',
      suggestionsLoading: false,
    })
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 2))
    expect(suggestionRequests()).toEqual([])
  })

  it('offers variants for a name too short, which itself cannot be registered', async () => {
    const { registration, settled } = await setup()
    registration.setInput('bob')
    await settled()
    expect(registration.get()).toMatchObject({ problem: 'tooShort', availability: 'idle' })
    expect(registration.get().suggestions.map((entry) => entry.name)).toEqual([
      'bob1.foyer.id',
      'bob2.foyer.id',
    ])
    await registration.register()
    expect(server.requests.filter((path) => path === '/v1/profile/account')).toEqual([])
  })

  it('shows the API reason when the check fails', async () => {
    const { registration, settled } = await setup()
    server.fail('/v1/profile/suggestions', 500)
    registration.setInput('alice')
    await settled()
    expect(registration.get()).toMatchObject({
      availability: 'error',
      error: { code: 'NAME_SUGGESTIONS_FAILED' },
      suggestions: [],
    })
  })

  it('takes a suggestion and checks it at once', async () => {
    const { registration, settled } = await setup()
    registration.choose('alice1.foyer.id')
    await settled()
    expect(registration.get()).toMatchObject({ input: 'alice1', availability: 'available' })
  })

  it('registers: the wallet signs the message, the server stores it, the success view shows', async () => {
    const { registration, router, names, settled } = await setup()
    router.push('ChooseAccountName')
    registration.start()
    registration.setInput('alice')
    await settled()
    const steps: string[] = []
    registration.subscribe((state, previous) => {
      if (state.step !== previous.step) steps.push(state.step)
    })
    await registration.register()
    expect(steps).toEqual(['signing', 'registering', 'registered'])
    expect(server.names.get('alice.foyer.id')?.addresses['2147514985']?.address).toBe(ADDRESS)
    expect(router.get()).toMatchObject({ view: 'RegisterAccountNameSuccess', history: ['Account'] })
    expect(registration.get().registeredName).toBe('alice.foyer.id')
    expect(names.accountName.nameOf(ADDRESS)).toBe('alice.foyer.id')
  })

  it('returns to RegisterAccountName with the API reason after a failed registration', async () => {
    const { registration, router, settled } = await setup()
    registration.start()
    registration.setInput('alice')
    await settled()
    server.fail('/v1/profile/account', 409, {
      error: { code: 'NAME_TAKEN', message: 'alice.foyer.id is already registered' },
      reasons: [{ description: 'alice.foyer.id is already registered' }],
    })
    router.push('ApproveTransaction')
    await registration.register()
    expect(registration.get()).toMatchObject({
      step: 'editing',
      error: {
        code: 'NAME_REGISTER_FAILED',
        params: { name: 'alice.foyer.id' },
        details: 'alice.foyer.id is already registered',
      },
    })
    expect(router.get().view).toBe('RegisterAccountName')
  })

  it("says 'Error registering name {name}' when the wallet refuses to sign", async () => {
    const { registration, settled } = await setup({ signMessageError: true })
    registration.setInput('alice')
    await settled()
    await registration.register()
    expect(registration.get()).toMatchObject({
      step: 'editing',
      error: { code: 'NAME_REGISTER_FAILED', params: { name: 'alice.foyer.id' } },
    })
    expect(server.names.size).toBe(0)
  })

  it("says 'Address or auth connector not found' when no wallet is connected", async () => {
    const { registration, settled } = await setup({ connected: false })
    registration.setInput('alice')
    await settled()
    await registration.register()
    expect(registration.get().error).toEqual({ code: 'NO_ADDRESS_OR_CONNECTOR' })
  })

  it("says 'Network not found' on a network without names (not eip155)", async () => {
    const { registration, names, settled } = await setup({ network: solana })
    registration.setInput('alice')
    await settled()
    await registration.register()
    expect(registration.get().error).toEqual({ code: 'NETWORK_NOT_FOUND' })
    expect(names.supports(solana)).toBe(false)
    expect(names.supports(devChainA)).toBe(true)
    expect(names.coinTypeOf(devChainA)).toBe(0x80007a69)
  })

  it('sends one registration however often register is pressed', async () => {
    const { registration, settled } = await setup()
    registration.setInput('alice')
    await settled()
    await Promise.all([registration.register(), registration.register()])
    expect(server.requests.filter((path) => path === '/v1/profile/account')).toHaveLength(1)
  })
})

describe('the account name', () => {
  it('looks the name up once and keeps it on the device', async () => {
    const { names, registration, settled, config } = await setup()
    registration.setInput('alice')
    await settled()
    await registration.register()
    const fresh = createNames({
      api: createApiClient({ baseUrl: server.url, projectId: TEST_PROJECT_ID }),
      config,
      account: createStore(readAccountState(config)),
      network: createStore(readNetworkState([devChainA], readAccountState(config), 31337)),
      router: createRouter({ isConnected: () => true, onClose: () => {} }),
      storage: createStorage(memoryStorage()),
      logger: createLogger({ level: 'silent' }),
    })
    expect(fresh.accountName.nameOf(ADDRESS)).toBeNull()
    await Promise.all([fresh.accountName.load(ADDRESS), fresh.accountName.load(ADDRESS)])
    expect(fresh.accountName.nameOf(ADDRESS)).toBe('alice.foyer.id')
    await fresh.accountName.load(ADDRESS)
    expect(server.requests.filter((path) => path.includes('reverse'))).toHaveLength(1)
    expect(names.accountName.nameOf(ADDRESS)).toBe('alice.foyer.id')
    await disconnect(config)
  })

  it('leaves the name unknown when the lookup fails, and asks again next time', async () => {
    const { names } = await setup()
    server.fail('/v1/profile/reverse', 502)
    await names.accountName.load(ADDRESS)
    expect(names.cache.get(ADDRESS)).toBeUndefined()
    server.heal()
    await names.accountName.load(ADDRESS)
    expect(names.cache.get(ADDRESS)).toMatchObject({ name: null })
  })
})
