// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest'
import { createFoyer } from './createFoyer'
import { devChainA, devChainB } from './networks/devChains'

afterEach(() => {
  vi.restoreAllMocks()
})

it('is created on a server rendering the page: no window, no storage, nothing fetched', () => {
  expect(typeof window).toBe('undefined')
  const fetch = vi.spyOn(globalThis, 'fetch')
  const foyer = createFoyer({
    networks: [devChainA, devChainB],
    apiUrl: 'http://127.0.0.1:1',
    projectId: 'test-project',
    embeddedWallet: { frameUrl: 'http://wallet.foyer.localhost:8788/' },
    siwx: {},
    ssr: true,
  })
  expect(foyer.ssr).toBe(true)
  expect(foyer.account.get()).toMatchObject({ status: 'disconnected', address: undefined })
  expect(foyer.remoteConfig.get().status).toBe('idle')
  expect(fetch).not.toHaveBeenCalled()
  // Values written on the server live in memory (no localStorage there).
  foyer.storage.set('@foyer/v1/email', 'a@b.c')
  expect(foyer.storage.get('@foyer/v1/email')).toBe('a@b.c')
  foyer.destroy()
})
