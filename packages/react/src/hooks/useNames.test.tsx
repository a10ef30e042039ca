import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { memoryStorage, type NamesServer, startNamesServer } from '@foyer/core/testing'
import { DEFAULT_CACHE_LIFETIME_MS, evmCoinType } from '@foyer/protocol'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../provider/FoyerProvider'
import { useAccountName } from './useNames'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const COIN_TYPE = evmCoinType(31337)

function AccountName() {
  return <p data-testid="name">{useAccountName(ADDRESS, COIN_TYPE) ?? 'none'}</p>
}

let server: NamesServer
let foyer: Foyer | undefined

beforeEach(async () => {
  server = await startNamesServer()
  const at = new Date().toISOString()
  server.names.set('alice.foyer.id', {
    name: 'alice.foyer.id',
    addresses: { [String(COIN_TYPE)]: { address: ADDRESS, created: at } },
    attributes: {},
    created: at,
    updated: at,
  })
})

afterEach(async () => {
  foyer?.destroy()
  foyer = undefined
  vi.useRealTimers()
  await server.close()
})

const reverseLookups = () => server.requests.filter((path) => path.includes('/reverse/')).length

describe('useAccountName', () => {
  it('looks the name up, and again once the cached answer is older than 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] })
    foyer = createFoyer({
      networks: [devChainA],
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      apiUrl: server.url,
      projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
    })
    const client = foyer
    const view = () => (
      <FoyerProvider foyer={client}>
        <AccountName />
      </FoyerProvider>
    )
    const { rerender } = render(view())
    await vi.waitFor(() => expect(screen.getByTestId('name').textContent).toBe('alice.foyer.id'))
    expect(reverseLookups()).toBe(1)

    // Within the lifetime the cache answers; past it the name is looked up again.
    rerender(view())
    expect(reverseLookups()).toBe(1)
    server.names.set('alice.foyer.id', {
      ...(server.names.get('alice.foyer.id') as NonNullable<ReturnType<typeof server.names.get>>),
      name: 'alice-b.foyer.id',
    })
    vi.setSystemTime(Date.now() + DEFAULT_CACHE_LIFETIME_MS + 1_000)
    rerender(view())
    await vi.waitFor(() => expect(screen.getByTestId('name').textContent).toBe('alice-b.foyer.id'))
    expect(reverseLookups()).toBe(2)
  })
})
