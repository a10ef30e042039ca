// @vitest-environment node

import { DEFAULT_CACHE_LIFETIME_MS } from '@foyer/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devChainA } from '../networks/devChains'
import { accountTestKit } from '../testing/accountTestKit'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: ChainDataServer

beforeEach(async () => {
  server = await startChainDataServer({ supportedChains: ['eip155:31337'] })
})
afterEach(() => server.close())

describe('createSupportedChains', () => {
  it('asks once, then answers from memory for the cache lifetime (5 minutes)', async () => {
    const kit = accountTestKit(server, devChainA, address)
    expect(await kit.supportedChains.has('eip155:31337')).toBe(true)
    expect(await kit.supportedChains.has('eip155:31338')).toBe(false)
    kit.advance(DEFAULT_CACHE_LIFETIME_MS - 1)
    await kit.supportedChains.has('eip155:31337')
    expect(server.requestsTo('supported-chains')).toHaveLength(1)
    kit.advance(1)
    server.handlers.supportedChains = ['eip155:31337', 'eip155:31338']
    expect(await kit.supportedChains.has('eip155:31338')).toBe(true)
    expect(server.requestsTo('supported-chains')).toHaveLength(2)
  })

  it('shares one request between concurrent questions and keeps no failed answer', async () => {
    const kit = accountTestKit(server, devChainA, address)
    server.fail('supported-chains', 502)
    await expect(kit.supportedChains.has('eip155:31337')).rejects.toThrow('HTTP status code: 502')
    server.heal('supported-chains')
    await Promise.all([
      kit.supportedChains.has('eip155:31337'),
      kit.supportedChains.has('eip155:31338'),
    ])
    expect(server.requestsTo('supported-chains')).toHaveLength(2)
  })
})
