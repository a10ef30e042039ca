// @vitest-environment node
import type { Nft } from '@foyer/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devChainA, devChainB } from '../networks/devChains'
import { accountDataFixture, SENDER } from '../testing/accountDataFixture'
import { balanceOf } from '../testing/accountTestKit'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { transactionOf } from '../testing/transactions'

const contract = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
/** 30 NFTs of one collection, 12 per page. */
const nfts: Nft[] = Array.from({ length: 30 }, (_, index) => ({
  chainId: 'eip155:31337',
  contract,
  tokenId: String(index + 1),
  name: `Foyer Ticket #${index + 1}`,
  collection: 'Foyer Tickets',
  imageUrl:
    index % 2 === 0 ? `http://127.0.0.1:8787/dev/collectibles/31337/${index + 1}.svg` : null,
}))
let server: ChainDataServer

beforeEach(async () => {
  server = await startChainDataServer({
    balances: () => [balanceOf(devChainA, { symbol: 'ETH', numeric: '1', price: 2000 })],
    history: () => ({ data: [transactionOf(1)], next: null }),
    nfts: (_, query) => {
      const from = Number(query.get('cursor') ?? 0)
      return {
        data: nfts.slice(from, from + 12),
        next: from + 12 < nfts.length ? String(from + 12) : null,
      }
    },
  })
})
afterEach(() => server.close())

/** No chain is needed here: nothing is sent, so the wagmi config is never asked. */
const setup = () => accountDataFixture(server, devChainA, { connect: false }).then(connectAs)

function connectAs(fixture: Awaited<ReturnType<typeof accountDataFixture>>) {
  fixture.account.set({
    namespace: 'eip155',
    address: SENDER,
    isConnected: true,
    status: 'connected',
    chainId: 31337,
  })
  return fixture
}

describe('startAccountData', () => {
  it('pages through the NFTs with their images', async () => {
    const { data } = await setup()
    await data.nfts.load()
    expect(data.nfts.get()).toMatchObject({ status: 'ready', next: '12' })
    await data.nfts.loadMore()
    await data.nfts.loadMore()
    expect(data.nfts.get().items.map((nft) => nft.tokenId)).toEqual(nfts.map((nft) => nft.tokenId))
    expect(data.nfts.get().items[0]?.imageUrl).toBe(nfts[0]?.imageUrl)
    expect(server.requestsTo('nfts').map((request) => request.query.get('cursor'))).toEqual([
      null,
      '12',
      '24',
    ])
    expect(server.requestsTo('nfts')[0]?.path).toBe(`/v1/account/${SENDER}/nfts`)
  })

  it('asks for no NFTs on a network the API does not serve', async () => {
    const fixture = await setup()
    fixture.network.set({ caipNetwork: devChainB, chainId: 31338, isSupported: true })
    await fixture.data.nfts.load()
    expect(fixture.data.nfts.get().status).toBe('unsupported')
    expect(server.requestsTo('nfts')).toHaveLength(0)
  })

  it('refresh fetches the balances past the cache and the lists already shown', async () => {
    const { data } = await setup()
    await Promise.all([data.balances.load(), data.activity.load()])
    await data.refresh()
    expect(server.requestsTo('balance').map((request) => request.query.get('forceUpdate'))).toEqual(
      [null, 'true'],
    )
    // The history's first page, each time with the account's on-ramp purchases.
    expect(
      server
        .requestsTo('history')
        .map((request) => request.query.get('onramp') ?? 'history')
        .sort(),
    ).toEqual(['history', 'history', 'true', 'true'])
    // The NFT tab was never opened: it is not fetched.
    expect(server.requestsTo('nfts')).toHaveLength(0)
  })

  it('drops everything shown when the network changes, and stops watching when destroyed', async () => {
    const fixture = await setup()
    const { data } = fixture
    await Promise.all([data.balances.load(), data.activity.load(), data.nfts.load()])
    fixture.network.set({ caipNetwork: devChainB, chainId: 31338 })
    expect(data.balances.get().status).toBe('idle')
    expect(data.activity.get().items).toEqual([])
    expect(data.nfts.get().items).toEqual([])

    await data.balances.load()
    data.destroy()
    fixture.network.set({ caipNetwork: devChainA, chainId: 31337 })
    expect(data.balances.get().key).toBe(`${SENDER}@eip155:31338`)
  })
})
