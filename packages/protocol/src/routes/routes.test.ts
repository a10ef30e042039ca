import { describe, expect, it } from 'vitest'
import { defineRoute, routeMatches, routeUrl } from './defineRoute'
import { API_ROUTES, CHAIN_DATA_ROUTES, DEV_ROUTES, findRoute, NAMES_ROUTES } from './index'

describe('route contracts', () => {
  it('gives every method and path one contract', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps dev routes under /dev/ and nothing else there', () => {
    for (const route of API_ROUTES) {
      expect(route.access === 'dev', route.path).toBe(route.path.startsWith('/dev/'))
    }
  })
})

describe('routeUrl', () => {
  it('fills the parameters, URL-encoded, and adds the query values that are set', () => {
    expect(
      routeUrl(CHAIN_DATA_ROUTES.balance, { address: '0xAb/c' }, { chainId: 'eip155:1', x: '' }),
    ).toBe('/v1/account/0xAb%2Fc/balance?chainId=eip155%3A1')
    expect(routeUrl(CHAIN_DATA_ROUTES.supportedChains)).toBe('/v1/supported-chains')
    expect(routeUrl(NAMES_ROUTES.gatewayGet, { '*': '0x1/0x2.json' })).toBe(
      '/v1/names/ccip/0x1/0x2.json',
    )
    expect(routeUrl(DEV_ROUTES.collectibleImage, { chainId: '1', tokenId: '7' })).toBe(
      '/dev/collectibles/1/7.svg',
    )
  })

  it('refuses a missing parameter', () => {
    const route = defineRoute({ method: 'GET', path: '/x/:id', access: 'project' })
    // @ts-expect-error: id is required
    expect(() => routeUrl(route, {})).toThrow('/x/:id needs the parameter id')
  })
})

describe('findRoute', () => {
  it('finds the contract of a path, the route of its own before a mount point', () => {
    expect(routeMatches(CHAIN_DATA_ROUTES.balance, '/v1/account/0xab/balance')).toBe(true)
    expect(routeMatches(CHAIN_DATA_ROUTES.balance, '/v1/account/0xab/balances')).toBe(false)
    expect(findRoute('/v1/names/ccip/0xab/0x12.json')).toBe(NAMES_ROUTES.gatewayGet)
    expect(findRoute('/v1/names/ccip', 'POST')).toBe(NAMES_ROUTES.gatewayPost)
    expect(findRoute('/dev/oidc/interaction/abc', 'POST')).toBe(DEV_ROUTES.oidcInteraction)
    expect(findRoute('/dev/oidc/token')).toBe(DEV_ROUTES.oidcProvider)
    expect(findRoute('/nope')).toBeUndefined()
    expect(findRoute('/v1/names/ccipx')).toBeUndefined()
  })
})
