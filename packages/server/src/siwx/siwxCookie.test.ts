import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import type { TrustProxy } from '../config/parseTrustProxy'
import { trustProxyOption } from '../http/trustProxyOption'
import { writeSiwxCookie } from './siwxCookie'

const PROJECT = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
const apps: FastifyInstance[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

/** A server that sets the session cookie, as the API at `publicApiUrl` behind `trustProxy`. */
async function cookieFrom(
  publicApiUrl: string,
  { trustProxy, forwardedProto }: { trustProxy?: TrustProxy; forwardedProto?: string } = {},
): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(trustProxy ?? false) })
  apps.push(app)
  app.post('/auth/v1/siwx/verify', async (request, reply) => {
    const now = new Date()
    writeSiwxCookie(
      request,
      reply,
      { projectId: PROJECT, publicApiUrl },
      { value: 'a'.repeat(43), expiresAt: new Date(now.getTime() + 60_000), now },
    )
    return {}
  })
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/siwx/verify',
    headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
  })
  return String(response.headers['set-cookie'])
}

describe('writeSiwxCookie', () => {
  it('marks the cookie Secure when the API is public over https, behind a proxy it does not trust', async () => {
    const cookie = await cookieFrom('https://api.shop.example')
    expect(cookie).toMatch(/; Secure$/)
    expect(await cookieFrom('HTTPS://api.shop.example', { forwardedProto: 'http' })).toMatch(
      /; Secure$/,
    )
  })

  it('marks it Secure for a request that came over https through a trusted proxy', async () => {
    const cookie = await cookieFrom('http://localhost:8787', {
      trustProxy: ['loopback'],
      forwardedProto: 'https',
    })
    expect(cookie).toMatch(/; Secure$/)
  })

  it('leaves Secure off for a plain-http API (local development)', async () => {
    const cookie = await cookieFrom('http://localhost:8787', { forwardedProto: 'https' })
    expect(cookie).toBe(
      `foyer_siwx_${PROJECT}=${'a'.repeat(43)}; Path=/auth/v1/siwx; Max-Age=60; HttpOnly; SameSite=Lax`,
    )
  })
})
