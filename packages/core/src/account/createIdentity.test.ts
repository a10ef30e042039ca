// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devChainA, devChainB } from '../networks/devChains'
import { solana } from '../networks/solanaNetworks'
import { accountTestKit } from '../testing/accountTestKit'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { createIdentity } from './createIdentity'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: ChainDataServer

beforeEach(async () => {
  server = await startChainDataServer({
    identity: (of) => ({ name: `${of.slice(2, 6).toLowerCase()}.foyer`, avatar: null }),
  })
})
afterEach(() => server.close())

describe('createIdentity', () => {
  it("fetches the account's name once per address", async () => {
    const kit = accountTestKit(server, devChainA, address)
    const identity = createIdentity(kit)
    await identity.load()
    expect(identity.get()).toEqual({ address, name: 'f39f.foyer', avatar: null })
    expect(server.requestsTo('identity')[0]?.path).toBe(`/v1/identity/${address}`)
    kit.moveTo(devChainB)
    await identity.load()
    expect(server.requestsTo('identity')).toHaveLength(1)
    expect(identity.get().name).toBe('f39f.foyer')
  })

  it('leaves the name empty when the API fails, and asks again next time', async () => {
    server.fail('identity', 502)
    const identity = createIdentity(accountTestKit(server, devChainA, address))
    await identity.load()
    expect(identity.get()).toEqual({ address, name: null, avatar: null })
    server.heal('identity')
    await identity.load()
    expect(identity.get().name).toBe('f39f.foyer')
  })

  it('asks nothing outside eip155 (docs/product.md: names are eip155 only)', async () => {
    const identity = createIdentity(accountTestKit(server, solana, address))
    await identity.load()
    expect(identity.get()).toEqual({ address, name: null, avatar: null })
    expect(server.requests).toHaveLength(0)
  })
})
