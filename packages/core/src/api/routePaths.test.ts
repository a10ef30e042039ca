import { DIRECTORY_ROUTES, REMOTE_CONFIG_ROUTES, routeUrl } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ROUTE_PATHS } from './routePaths'

describe('ROUTE_PATHS', () => {
  it('are the paths of the protocol’s contracts', () => {
    expect(ROUTE_PATHS).toEqual({
      getWallets: routeUrl(DIRECTORY_ROUTES.getWallets),
      remoteConfig: routeUrl(REMOTE_CONFIG_ROUTES.config),
      allowedOrigins: routeUrl(REMOTE_CONFIG_ROUTES.allowedOrigins),
    })
  })
})
