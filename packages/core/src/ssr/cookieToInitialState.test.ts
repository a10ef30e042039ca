import { cookieStorage, createConfig, createStorage, http, mock } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer'
import { devChainA, devChainB } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { memoryStorage } from '../testing/scriptedWallet'
import { signInWithWallet } from '../testing/signInWallet'
import { cookieToInitialState } from './cookieToInitialState'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0]
    // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar, as wagmi's cookieStorage uses it
    if (name) document.cookie = `${name}=;max-age=-1;path=/`
  }
})

describe('cookieToInitialState', () => {
  it('reads the connection a page kept in cookieStorage (the config Foyer builds)', async () => {
    const foyer = createFoyer({
      networks: [devChainA, devChainB],
      ssr: true,
      wagmiStorage: cookieStorage,
      storage: memoryStorage(),
      connectors: [mock({ accounts: [address] })],
      logLevel: 'silent',
    })
    cleanups.push(foyer.destroy)
    await signInWithWallet(foyer, 'mock')
    expect(foyer.account.get().status).toBe('connected')
    // What the server gets: the request's Cookie header.
    const state = cookieToInitialState(`theme=dark; ${document.cookie}`)
    expect(state?.chainId).toBe(31337)
    expect(state?.current).toBe(foyer.account.get().connectorUid)
    const connection = state?.connections.get(state.current ?? '')
    expect(connection).toMatchObject({ accounts: [address], chainId: 31337 })
    expect(connection?.connector).toMatchObject({ id: 'mock' })
  })

  it("reads a dapp config's cookie with the config, as wagmi's does", async () => {
    const chain = toViemChain(devChainA)
    const config = createConfig({
      chains: [chain],
      transports: { [chain.id]: http() },
      storage: createStorage({ key: 'dapp', storage: cookieStorage }),
      multiInjectedProviderDiscovery: false,
    })
    const foyer = createFoyer({
      networks: [devChainA],
      wagmiConfig: config,
      storage: memoryStorage(),
      connectors: [mock({ accounts: [address] })],
      logLevel: 'silent',
    })
    cleanups.push(foyer.destroy)
    await signInWithWallet(foyer, 'mock')
    expect(cookieToInitialState(config, document.cookie)?.chainId).toBe(31337)
    // Foyer's own cookie name is not the dapp's.
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
  })

  it('is undefined without the cookie, or when it cannot be read', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('theme=dark')).toBeUndefined()
    expect(cookieToInitialState('@foyer/v1/wagmi.store={not json')).toBeUndefined()
  })
})
