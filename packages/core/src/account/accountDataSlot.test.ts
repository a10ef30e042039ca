// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer'
import { devChainA } from '../networks/devChains'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { memoryStorage } from '../testing/scriptedWallet'

let server: ChainDataServer
beforeEach(async () => {
  server = await startChainDataServer()
})
afterEach(() => server.close())

describe('foyer.accountData', () => {
  it('is not offered without the Foyer server', async () => {
    const foyer = createFoyer({
      networks: [devChainA],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    expect(foyer.accountData.enabled).toBe(false)
    await expect(foyer.accountData.load()).rejects.toThrow('Account data is not configured')
    foyer.destroy()
  })

  it('loads once, on demand, with the server', async () => {
    const foyer = createFoyer({
      networks: [devChainA],
      apiUrl: server.url,
      projectId: TEST_PROJECT_ID,
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
    })
    expect(foyer.accountData.enabled).toBe(true)
    expect(foyer.accountData.get().value).toBeUndefined()
    const [first, second] = await Promise.all([foyer.accountData.load(), foyer.accountData.load()])
    expect(first).toBe(second)
    expect(foyer.accountData.get().value).toBe(first)
    // Nobody is connected: nothing to fetch.
    await first.balances.load()
    expect(first.balances.get().status).toBe('idle')
    foyer.destroy()
  })
})

describe('startAccountData', () => {
  it('refuses a currency the API does not price in, naming the ones it does', async () => {
    const foyer = createFoyer({
      networks: [devChainA],
      apiUrl: server.url,
      projectId: TEST_PROJECT_ID,
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
      currency: 'gbp' as never,
    })
    await expect(foyer.accountData.load()).rejects.toThrow(
      'Unsupported currency: expected one of usd, eur',
    )
    foyer.destroy()
  })
})
