import { cookieStorage, createFoyer, devChainA, devChainB } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { mock, serialize } from '@wagmi/core'

export const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const shownAddress = '0xf39F…2266'

/**
 * The Cookie header of a visitor who connected the mock wallet on chain 31337 in an earlier
 * visit, as wagmi 3's cookieStorage writes it under Foyer's key (store version 3, wagmi's major; a connector's uid differs by page).
 */
export function returningVisitorCookie(): string {
  const uid = 'uid-from-an-earlier-page'
  const state = {
    chainId: 31337,
    current: uid,
    connections: new Map([
      [
        uid,
        {
          accounts: [address],
          chainId: 31337,
          connector: { id: 'mock', name: 'Mock Connector', type: 'mock', uid },
        },
      ],
    ]),
  }
  return `theme=dark; @foyer/v1/wagmi.store=${serialize({ state, version: 3 })}`
}

/**
 * A Foyer client as a server-rendered page creates it (on the server and in the browser), with
 * a mock wallet that still authorises this page (it reconnects), or not.
 */
export function ssrFoyer({ authorized = true }: { authorized?: boolean } = {}) {
  return createFoyer({
    networks: [devChainA, devChainB],
    ssr: true,
    wagmiStorage: cookieStorage,
    storage: memoryStorage(),
    connectors: [
      mock({ accounts: [address], features: { reconnect: true, defaultConnected: authorized } }),
    ],
    logLevel: 'silent',
  })
}
