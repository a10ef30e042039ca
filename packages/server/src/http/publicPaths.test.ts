import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { isPublicPath, isPublicRequest } from './publicPaths'

describe('isPublicPath', () => {
  it.each([
    '/health',
    '/health?x=1',
    '/dev/deployments',
    '/dev/mailbox?projectId=x',
    '/auth/v1/device/approve?token=x',
    '/relay?auth=x&projectId=y&ua=z',
    '/auth/v1/social/form-callback',
    '/farcaster/relay/v1/channel',
    '/v1/names/ccip',
    '/v1/names/ccip/0xabc/0x12.json',
  ])('%s is public', (url) => {
    expect(isPublicPath(url)).toBe(true)
  })

  it.each([
    '/healthz',
    '/dev',
    '/devices',
    '/getWallets',
    '/appkit/v1/config?path=/health',
    '/',
    '/auth/v1/device/wait',
    '/auth/v1/device/approve/x',
    '/relay/x',
    '/relays',
    '/v1/names/ccipx',
    '/farcaster/relay',
    '/auth/v1/social/start',
  ])('%s is a project route', (url) => {
    expect(isPublicPath(url)).toBe(false)
  })
})

describe('isPublicRequest', () => {
  it('judges a request by the route it matched, a preflight by its path', async () => {
    const app = Fastify()
    const seen: Record<string, boolean> = {}
    app.addHook('onRequest', async (request) => {
      seen[`${request.method} ${request.url}`] = isPublicRequest(request)
    })
    app.get('/health', async () => 'ok')
    app.get('/dev/:name', async () => 'dev')
    app.get('/getWallets', async () => 'wallets')
    app.options('*', async () => '')
    for (const [method, url] of [
      ['GET', '/health'],
      ['GET', '/dev/deployments'],
      ['GET', '/getWallets?path=/dev/x'],
      ['OPTIONS', '/dev/deployments'],
      ['OPTIONS', '/getWallets'],
    ] as const) {
      await app.inject({ method, url })
    }
    expect(seen).toEqual({
      'GET /health': true,
      'GET /dev/deployments': true,
      'GET /getWallets?path=/dev/x': false,
      'OPTIONS /dev/deployments': true,
      'OPTIONS /getWallets': false,
    })
    await app.close()
  })
})
