// @vitest-environment node
import { DEV_SOLANA_ADDRESSES, type Nft, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devChainA, devChainB } from '../networks/devChains'
import type { Network } from '../networks/network'
import { solanaDevnet } from '../networks/solanaNetworks'
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

/** The dev SVM's chain (its genesis hash), as a dapp lists it. */
const solanaDev: Network = {
  ...solanaDevnet,
  id: SOLANA_DEV_CHAIN.slice('solana:'.length),
  name: 'Solana Dev',
  caipNetworkId: SOLANA_DEV_CHAIN,
}
const SOL_ACCOUNT = DEV_SOLANA_ADDRESSES[0] as string

describe('startAccountData: a Solana account', () => {
  async function solanaSetup() {
    server.handlers.supportedChains = ['eip155:31337', SOLANA_DEV_CHAIN]
    server.handlers.balances = (_, query) => [
      balanceOf(solanaDev, {
        symbol: 'SOL',
        numeric: '2',
        decimals: 9,
        price: query.get('currency') === 'usd' ? 150 : 0,
      }),
      balanceOf(solanaDev, {
        symbol: 'FUSD',
        numeric: '12.5',
        decimals: 6,
        price: 1,
        address: 'FUSD1111111111111111111111111111111111111111',
      }),
    ]
    const fixture = await accountDataFixture(server, devChainA, { connect: false })
    fixture.network.set({ caipNetwork: solanaDev, chainId: solanaDev.id, isSupported: true })
    fixture.account.set({
      namespace: 'solana',
      address: SOL_ACCOUNT,
      caipAddress: `${SOLANA_DEV_CHAIN}:${SOL_ACCOUNT}`,
      isConnected: true,
      status: 'connected',
      chainId: solanaDev.id,
    })
    return fixture
  }

  it('loads SOL and SPL balances from the balance route with the solana chainId', async () => {
    const { data } = await solanaSetup()
    await data.balances.load()
    expect(data.balances.get()).toMatchObject({
      status: 'ready',
      key: `${SOL_ACCOUNT}@${SOLANA_DEV_CHAIN}`,
      total: 2 * 150 + 12.5,
    })
    expect(data.balances.get().balances.map((balance) => balance.symbol)).toEqual(['SOL', 'FUSD'])
    const [request] = server.requestsTo('balance')
    expect(request?.path).toBe(`/v1/account/${SOL_ACCOUNT}/balance`)
    expect(request?.query.get('chainId')).toBe(SOLANA_DEV_CHAIN)
  })

  it('has no activity, NFTs or name there: unsupported, nothing requested', async () => {
    const { data } = await solanaSetup()
    await Promise.all([data.activity.load(), data.nfts.load(), data.identity.load()])
    expect(data.activity.get().status).toBe('unsupported')
    expect(data.nfts.get().status).toBe('unsupported')
    expect(data.identity.get()).toEqual({ address: SOL_ACCOUNT, name: null, avatar: null })
    expect(server.requestsTo('history')).toHaveLength(0)
    expect(server.requestsTo('nfts')).toHaveLength(0)
    expect(server.requestsTo('identity')).toHaveLength(0)
  })

  it('drops the Solana balances when the account moves to an eip155 network', async () => {
    const fixture = await solanaSetup()
    await fixture.data.balances.load()
    fixture.account.set({
      namespace: 'eip155',
      address: SENDER,
      caipAddress: `eip155:31337:${SENDER}`,
      chainId: 31337,
    })
    fixture.network.set({ caipNetwork: devChainA, chainId: 31337 })
    expect(fixture.data.balances.get()).toMatchObject({ status: 'idle', balances: [] })
  })
})
