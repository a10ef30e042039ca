import { describe, expect, it, onTestFinished } from 'vitest'
import { silentServer } from '../../test/silentServer'
import type { RegisteredChain } from '../chainRegistry'
import { nativeCurrency } from '../nativeCurrency'
import { createNftMetadataResolver, NFT_METADATA_MAX_CHARS } from './createNftMetadataResolver'
import { startMetadataServer as startServer } from './testing/metadataServer'

async function startMetadataServer(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args)
  onTestFinished(() => server.close())
  return server
}

const COLLECTION = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

function chainWith(baseUri: string): RegisteredChain {
  return {
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
    name: 'Foyer dev chain A',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: nativeCurrency(31337),
    tokens: [],
    priceOracle: undefined,
    collectibles: [{ address: COLLECTION, name: 'Foyer Collectibles', symbol: 'FOYC', baseUri }],
    bundlerUrl: undefined,
    smartAccounts: undefined,
    swap: undefined,
  }
}

describe('createNftMetadataResolver', () => {
  it('reads baseUri + tokenId of a known collection once, then from its cache', async () => {
    const server = await startMetadataServer()
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    const resolver = createNftMetadataResolver()
    const expected = {
      name: 'Foyer Collectible #7',
      image: `${server.url}/images/31337/7.svg`,
    }
    const [first, concurrent] = await Promise.all([
      resolver.resolve(chain, COLLECTION.toLowerCase(), 7n),
      resolver.resolve(chain, COLLECTION, 7n),
    ])
    expect(first).toEqual(expected)
    expect(concurrent).toEqual(expected)
    expect(await resolver.resolve(chain, COLLECTION, 7n)).toEqual(expected)
    expect(server.requests).toEqual(['/dev/collectibles/31337/7'])
  })

  it('fetches nothing for a collection the deployments do not list', async () => {
    const server = await startMetadataServer()
    const resolver = createNftMetadataResolver()
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    expect(await resolver.resolve(chain, `0x${'12'.repeat(20)}`, 1n)).toBeUndefined()
    expect(server.requests).toEqual([])
  })

  it.each([
    ['an error status', { status: 500, body: '{}' }],
    ['a body that is not JSON', { status: 200, body: 'not json' }],
    ['JSON that is not an object', { status: 200, body: '[1]' }],
  ])('answers undefined for %s, and keeps the failure for a while', async (_, body) => {
    const server = await startMetadataServer(() => body)
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    const resolver = createNftMetadataResolver()
    expect(await resolver.resolve(chain, COLLECTION, 1n)).toBeUndefined()
    expect(await resolver.resolve(chain, COLLECTION, 1n)).toBeUndefined()
    expect(server.requests).toHaveLength(1)
  })

  it('asks again once a failure expired', async () => {
    let fail = true
    const server = await startMetadataServer(() => (fail ? { status: 503, body: '' } : undefined))
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    const resolver = createNftMetadataResolver({ failureTtlMs: 0 })
    expect(await resolver.resolve(chain, COLLECTION, 2n)).toBeUndefined()
    fail = false
    expect((await resolver.resolve(chain, COLLECTION, 2n))?.name).toBe('Foyer Collectible #2')
  })

  it('keeps only well-formed fields: a name, and an http(s) image', async () => {
    const server = await startMetadataServer(() => ({
      status: 200,
      body: JSON.stringify({ name: 42, image: 'ipfs://bafy/1.png' }),
    }))
    const resolver = createNftMetadataResolver()
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    expect(await resolver.resolve(chain, COLLECTION, 1n)).toEqual({
      name: undefined,
      image: undefined,
    })
  })

  it('follows no redirect, and reads no metadata past its size cap', async () => {
    const server = await startMetadataServer((path) => {
      if (path.endsWith('/1')) {
        return { status: 302, body: '', headers: { location: '/dev/collectibles/31337/2' } }
      }
      if (path.endsWith('/3')) {
        return { status: 200, body: JSON.stringify({ name: 'x'.repeat(NFT_METADATA_MAX_CHARS) }) }
      }
      return undefined
    })
    const resolver = createNftMetadataResolver()
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    expect(await resolver.resolve(chain, COLLECTION, 1n)).toBeUndefined()
    expect(await resolver.resolve(chain, COLLECTION, 3n)).toBeUndefined()
    expect(server.requests).toEqual(['/dev/collectibles/31337/1', '/dev/collectibles/31337/3'])
    expect(await resolver.resolve(chain, COLLECTION, 2n)).toMatchObject({
      name: expect.any(String),
    })
  })

  it('gives up on a server that does not answer in time', async () => {
    const silent = await silentServer()
    onTestFinished(() => silent.close())
    const resolver = createNftMetadataResolver({ timeoutMs: 50 })
    const chain = chainWith(`http://127.0.0.1:${silent.port}/dev/collectibles/31337/`)
    expect(await resolver.resolve(chain, COLLECTION, 1n)).toBeUndefined()
  })

  it('forgets the oldest tokens beyond maxEntries', async () => {
    const server = await startMetadataServer()
    const resolver = createNftMetadataResolver({ maxEntries: 2 })
    const chain = chainWith(`${server.url}/dev/collectibles/31337/`)
    for (const id of [1n, 2n, 3n, 1n]) await resolver.resolve(chain, COLLECTION, id)
    expect(server.requests).toEqual([
      '/dev/collectibles/31337/1',
      '/dev/collectibles/31337/2',
      '/dev/collectibles/31337/3',
      '/dev/collectibles/31337/1',
    ])
  })
})
