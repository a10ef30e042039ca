import { describe, expect, it } from 'vitest'
import { DEV_COLLECTION, deploymentsSchema, devCollectiblesBaseUri } from './deployments'
import { DEV_ENS_CONTRACTS, DEV_NAMES_GATEWAY_SIGNER, namesGatewayUrl } from './ensGateway'

const token = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Foyer USD',
  symbol: 'FUSD',
  decimals: 6,
}
const collectible = {
  address: '0x8914676481FB178b792DE7BdD0f99770E5FC310f',
  name: 'Foyer Collectibles',
  symbol: 'FOYC',
  baseUri: 'http://localhost:8787/dev/collectibles/31337/',
}
const chain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', tokens: [token] }
const fullChain = {
  ...chain,
  priceOracle: '0x8001d84541BdA0768CAd733103D8FE00566a49Fa',
  collectibles: [collectible],
}
const ens = {
  ...DEV_ENS_CONTRACTS,
  zone: 'foyer.id',
  gatewayUrl: namesGatewayUrl('http://localhost:8787'),
  gatewaySigner: DEV_NAMES_GATEWAY_SIGNER,
}

describe('deploymentsSchema', () => {
  it('accepts chains with their tokens', () => {
    const value = { chains: [chain, { ...chain, chainId: 31338 }] }
    expect(deploymentsSchema.parse(value)).toEqual(value)
  })

  it('accepts a chain with its ENS contracts', () => {
    const value = { chains: [{ ...fullChain, ens }] }
    expect(deploymentsSchema.parse(value)).toEqual(value)
  })

  it('accepts chains with a price oracle and collectibles', () => {
    const value = { chains: [fullChain, { ...fullChain, chainId: 31338, collectibles: [] }] }
    expect(deploymentsSchema.parse(value)).toEqual(value)
  })

  it.each([
    ['a short address', { chains: [{ ...chain, tokens: [{ ...token, address: '0x1234' }] }] }],
    ['negative decimals', { chains: [{ ...chain, tokens: [{ ...token, decimals: -1 }] }] }],
    ['a non-http rpc url', { chains: [{ ...chain, rpcUrl: 'ftp://127.0.0.1' }] }],
    ['a chain id of zero', { chains: [{ ...chain, chainId: 0 }] }],
    ['the same chain twice', { chains: [chain, chain] }],
    ['no chains list', {}],
    ['a price oracle that is no address', { chains: [{ ...fullChain, priceOracle: 'oracle' }] }],
    [
      'a collectible with a short address',
      { chains: [{ ...fullChain, collectibles: [{ ...collectible, address: '0xabc' }] }] },
    ],
    [
      'a collectible without a name',
      { chains: [{ ...fullChain, collectibles: [{ ...collectible, name: '' }] }] },
    ],
    [
      'a collectible without a symbol',
      { chains: [{ ...fullChain, collectibles: [{ ...collectible, symbol: '' }] }] },
    ],
    [
      'a collectible whose base URI is not http',
      { chains: [{ ...fullChain, collectibles: [{ ...collectible, baseUri: 'ipfs://Qm/' }] }] },
    ],
    ['collectibles that are no list', { chains: [{ ...fullChain, collectibles: collectible }] }],
    [
      'ENS contracts without a Universal Resolver',
      { chains: [{ ...fullChain, ens: { ...ens, universalResolver: undefined } }] },
    ],
    ['ENS contracts without a zone', { chains: [{ ...fullChain, ens: { ...ens, zone: '' } }] }],
    [
      'a gateway URL without {data}',
      { chains: [{ ...fullChain, ens: { ...ens, gatewayUrl: 'http://localhost/{sender}' } }] },
    ],
    [
      'a gateway signer that is no address',
      { chains: [{ ...fullChain, ens: { ...ens, gatewaySigner: 'signer' } }] },
    ],
  ])('rejects %s', (_, value) => {
    expect(deploymentsSchema.safeParse(value).success).toBe(false)
  })
})

describe('devCollectiblesBaseUri', () => {
  it('is the API dev route of the chain, ending in a slash', () => {
    expect(devCollectiblesBaseUri('http://localhost:8787', 31337)).toBe(
      'http://localhost:8787/dev/collectibles/31337/',
    )
  })

  it('does not double the slash after an API URL ending in one', () => {
    expect(devCollectiblesBaseUri('https://api.example.com/foyer//', 31338)).toBe(
      'https://api.example.com/foyer/dev/collectibles/31338/',
    )
  })

  it('is a base URI the deployment schema accepts', () => {
    const baseUri = devCollectiblesBaseUri('http://localhost:8787', 31337)
    const value = { chains: [{ ...fullChain, collectibles: [{ ...collectible, baseUri }] }] }
    expect(deploymentsSchema.safeParse(value).success).toBe(true)
  })
})

describe('DEV_COLLECTION', () => {
  it('names a collection with tokens', () => {
    expect(DEV_COLLECTION.name).not.toBe('')
    expect(DEV_COLLECTION.symbol).not.toBe('')
    expect(Number.isSafeInteger(DEV_COLLECTION.supply) && DEV_COLLECTION.supply > 0).toBe(true)
  })
})
