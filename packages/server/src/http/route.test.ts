import { defineRoute } from '@foyer/protocol'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { isPublicRequest, requestAccess, route } from './route'

describe('requestAccess', () => {
  it('judges a request by the contract of the route it matched, a preflight by its path', async () => {
    const app = Fastify()
    const seen: Record<string, string> = {}
    app.addHook('onRequest', async (request) => {
      seen[`${request.method} ${request.url}`] =
        `${requestAccess(request)}${isPublicRequest(request) ? ' (public)' : ''}`
    })
    route(app, defineRoute({ method: 'GET', path: '/health', access: 'public' }), () => 'ok')
    route(app, defineRoute({ method: 'GET', path: '/dev/:name', access: 'dev' }), () => 'dev')
    route(app, defineRoute({ method: 'GET', path: '/getWallets', access: 'project' }), () => 'w')
    app.options('*', async () => '')
    for (const [method, url, headers] of [
      ['GET', '/health', {}],
      ['GET', '/dev/deployments', {}],
      ['GET', '/getWallets?path=/dev/x', {}],
      // Preflights: the contract of the path asked for (API_ROUTES), else a project route.
      ['OPTIONS', '/dev/deployments', {}],
      ['OPTIONS', '/auth/v1/session', { 'access-control-request-method': 'GET' }],
      ['OPTIONS', '/farcaster/relay/v1/channel', { 'access-control-request-method': 'POST' }],
      ['OPTIONS', '/getWallets', {}],
      ['OPTIONS', '/nowhere', {}],
    ] as const) {
      await app.inject({ method, url, headers })
    }
    expect(seen).toEqual({
      'GET /health': 'public (public)',
      'GET /dev/deployments': 'dev (public)',
      'GET /getWallets?path=/dev/x': 'project',
      'OPTIONS /dev/deployments': 'dev (public)',
      'OPTIONS /auth/v1/session': 'frame',
      'OPTIONS /farcaster/relay/v1/channel': 'publicLimited (public)',
      'OPTIONS /getWallets': 'project',
      'OPTIONS /nowhere': 'project',
    })
    await app.close()
  })
})
