import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { createConvertApi } from './createConvertApi'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USER = '0x70997970C51812dc3A04eaBa3a2c6b1A9aA09a6d'
const SPENDER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const TX = { to: SPENDER, data: '0x095ea7b3', value: '0' }

/** A server that records what it was asked and answers each route's shape. */
function recordingApi() {
  const asked: { url: URL; body?: unknown }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    asked.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = url.pathname.endsWith('/allowance')
      ? { allowance: '0', spender: SPENDER }
      : url.pathname.endsWith('/build-approve')
        ? { tx: TX }
        : {
            tx: { ...TX, data: '0x38ed1739' },
            fromAmount: '1000',
            toAmount: '990',
            toAmountMin: '980',
          }
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  }
  const api = createConvertApi(
    createApiClient({ baseUrl: 'http://127.0.0.1:1', projectId: 'p'.repeat(32), fetch }),
  )
  return { api, asked }
}

describe('createConvertApi', () => {
  it("sends the quote's provider and market with the allowance, approve and swap", async () => {
    const { api, asked } = recordingApi()
    const route = { provider: 'aggregator', source: 'uniswap-v3' }
    const chainId = 'eip155:31337' as const
    await api.allowance({ chainId, tokenAddress: TOKEN, userAddress: USER, ...route })
    await api.buildApprove({ chainId, tokenAddress: TOKEN, amount: 1000n, ...route })
    await api
      .buildTransaction({
        chainId,
        from: TOKEN,
        to: NATIVE_TOKEN_ADDRESS,
        amount: 1000n,
        userAddress: USER,
        slippage: 1,
        ...route,
      })
      .catch(() => undefined)
    const [allowance, approve, build] = asked
    expect(allowance?.url.searchParams.get('provider')).toBe('aggregator')
    expect(allowance?.url.searchParams.get('source')).toBe('uniswap-v3')
    expect(approve?.url.searchParams.get('provider')).toBe('aggregator')
    expect(approve?.url.searchParams.get('source')).toBe('uniswap-v3')
    expect(build?.body).toMatchObject({ provider: 'aggregator', source: 'uniswap-v3' })
  })

  it('leaves them out when the quote named none', async () => {
    const { api, asked } = recordingApi()
    await api.allowance({ chainId: 'eip155:31337', tokenAddress: TOKEN, userAddress: USER })
    expect(asked[0]?.url.searchParams.has('provider')).toBe(false)
    expect(asked[0]?.url.searchParams.has('source')).toBe(false)
  })
})
