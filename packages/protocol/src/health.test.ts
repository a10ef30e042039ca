import { describe, expect, it } from 'vitest'
import { healthResponseSchema } from './health'

const chainOk = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  ok: true,
  blockNumber: 3,
  latencyMs: 1.5,
}
const chainDown = {
  chainId: 31338,
  rpcUrl: 'http://127.0.0.1:8546',
  ok: false,
  latencyMs: 2,
  error: 'HTTP request failed',
}

describe('healthResponseSchema', () => {
  it('accepts an ok response', () => {
    const body = {
      status: 'ok',
      checks: { database: { ok: true, latencyMs: 0.4 }, chains: [chainOk] },
    }
    expect(healthResponseSchema.parse(body)).toEqual(body)
  })

  it('accepts a degraded response that carries the failing check error', () => {
    const body = {
      status: 'degraded',
      checks: { database: { ok: true, latencyMs: 0.4 }, chains: [chainOk, chainDown] },
    }
    expect(healthResponseSchema.parse(body)).toEqual(body)
  })

  it('rejects a failed check without an error', () => {
    const body = {
      status: 'degraded',
      checks: { database: { ok: false, latencyMs: 1 }, chains: [] },
    }
    expect(healthResponseSchema.safeParse(body).success).toBe(false)
  })

  it('rejects a passing chain check without a block number', () => {
    const { blockNumber: _, ...withoutBlock } = chainOk
    const body = {
      status: 'ok',
      checks: { database: { ok: true, latencyMs: 1 }, chains: [withoutBlock] },
    }
    expect(healthResponseSchema.safeParse(body).success).toBe(false)
  })

  it.each([
    ['ok with a failing check', 'ok', [chainDown]],
    ['degraded with every check passing', 'degraded', [chainOk]],
  ])('rejects status %s', (_, status, chains) => {
    const body = { status, checks: { database: { ok: true, latencyMs: 1 }, chains } }
    expect(healthResponseSchema.safeParse(body).success).toBe(false)
  })
})
