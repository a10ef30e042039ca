import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../app/createApp'
import type { TrustProxy } from '../config/parseTrustProxy'
import { migratedPglite } from '../test/migratedPglite'
import { testConfig } from '../test/testConfig'
import { FORWARDED_FOR_WARNING, forwardedForWarning } from './forwardedForWarning'

async function server(trustProxy: TrustProxy, logLevel = 'info') {
  const app = Fastify({ logger: false })
  const warn = vi.spyOn(app.log, 'warn')
  const write = vi.fn()
  forwardedForWarning(app, { trustProxy, logLevel, write })
  app.get('/', async () => 'ok')
  const ask = (headers: Record<string, string> = {}) => app.inject({ url: '/', headers })
  return { app, warn, write, ask }
}

describe('the X-Forwarded-For warning', () => {
  it('warns once, at warn and on stderr, when requests carry X-Forwarded-For and TRUST_PROXY is off', async () => {
    const { app, warn, write, ask } = await server(false)
    await ask()
    expect(write).not.toHaveBeenCalled()
    for (let n = 0; n < 3; n++) {
      expect((await ask({ 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(200)
    }
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(FORWARDED_FOR_WARNING)
    expect(write).toHaveBeenCalledTimes(1)
    expect(write).toHaveBeenCalledWith(`${FORWARDED_FOR_WARNING}\n`)
    expect(FORWARDED_FOR_WARNING).toContain('TRUST_PROXY')
    expect(FORWARDED_FOR_WARNING).toContain('docs/deploy.md')
    await app.close()
  })

  it('writes nothing on stderr when the log is silent (it still logs)', async () => {
    const { app, warn, write, ask } = await server(false, 'silent')
    await ask({ 'x-forwarded-for': '198.51.100.1' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(write).not.toHaveBeenCalled()
    await app.close()
  })

  it.each<[string, TrustProxy]>([
    ['true', true],
    ['a hop count', 1],
    ['addresses', ['loopback']],
  ])('says nothing when TRUST_PROXY is %s', async (_, trustProxy) => {
    const { app, warn, write, ask } = await server(trustProxy)
    await ask({ 'x-forwarded-for': '198.51.100.1' })
    expect(warn).not.toHaveBeenCalled()
    expect(write).not.toHaveBeenCalled()
    await app.close()
  })

  it('is wired into the API', async () => {
    const db = await migratedPglite()
    const app = await createApp(testConfig(), { db })
    const warn = vi.spyOn(app.log, 'warn')
    try {
      await app.inject({ url: '/none', headers: { 'x-forwarded-for': '198.51.100.1' } })
      await app.inject({ url: '/none', headers: { 'x-forwarded-for': '198.51.100.2' } })
      expect(warn.mock.calls.filter(([message]) => message === FORWARDED_FOR_WARNING)).toHaveLength(
        1,
      )
    } finally {
      await app.close()
      await db.close()
    }
  })
})
