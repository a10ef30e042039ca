import { describe, expect, it } from 'vitest'
import { createApiClient } from './createApiClient'
import { proxyRpcUrl } from './proxyRpcUrl'

describe('proxyRpcUrl', () => {
  it("is the server's /v1 with chainId, projectId, st and sv (docs/product.md#http-api)", () => {
    const projectId = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
    const api = createApiClient({ baseUrl: 'http://localhost:8787', projectId })
    const url = new URL(proxyRpcUrl(api, 'eip155:31337'))
    expect(url.origin + url.pathname).toBe('http://localhost:8787/v1')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainId: 'eip155:31337',
      projectId,
      st: 'foyer',
      sv: '0.0.0',
    })
  })
})
