import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../test/postgresCluster'
import { scopedRpcServer } from '../test/testRpcServer'
import { forwardRpc } from './forwardRpc'
import { DEFAULT_RPC_POLICY, type RpcPolicy } from './rpcPolicy'

const request = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }
const answer = { jsonrpc: '2.0', id: 1, result: '0x2a' }
/** Short waits so that tests of the timeout do not take 10 s; counts as in docs/product.md. */
const fast: RpcPolicy = { retryCount: 3, retryDelayMs: 1, timeoutMs: 200 }

describe('DEFAULT_RPC_POLICY', () => {
  it('is the product’s policy: 3 retries from 150 ms, 10 s timeout', () => {
    expect(DEFAULT_RPC_POLICY).toEqual({
      retryCount: RPC_RETRY_COUNT,
      retryDelayMs: RPC_RETRY_DELAY_MS,
      timeoutMs: RPC_TIMEOUT_MS,
    })
    expect([RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS]).toEqual([3, 150, 10_000])
  })
})

describe('forwardRpc', () => {
  it('passes the payload on and answers the node’s JSON', async () => {
    const node = await scopedRpcServer(() => ({ body: answer }))
    expect(await forwardRpc(node.url, request, DEFAULT_RPC_POLICY)).toEqual({
      ok: true,
      body: answer,
    })
    expect(node.requests).toEqual([request])
  })

  it('retries a failing node with docs/product.md delays and answers on the third attempt', async () => {
    const arrivals: number[] = []
    const node = await scopedRpcServer((_, attempt) => {
      arrivals.push(performance.now())
      return attempt < 3 ? { status: 503, body: 'busy' } : { body: answer }
    })
    expect(await forwardRpc(node.url, request, DEFAULT_RPC_POLICY)).toEqual({
      ok: true,
      body: answer,
    })
    expect(node.requests).toHaveLength(3)
    // The delays are lower bounds (150 ms, then 300 ms); never assert an upper bound.
    const [first = 0, second = 0, third = 0] = arrivals
    expect(second - first).toBeGreaterThanOrEqual(145)
    expect(third - second).toBeGreaterThanOrEqual(295)
  })

  it('refuses an answer past maxAnswerBytes without retrying', async () => {
    const node = await scopedRpcServer(() => ({ body: { ...answer, result: 'x'.repeat(2_000) } }))
    expect(await forwardRpc(node.url, request, { ...fast, maxAnswerBytes: 1_000 })).toEqual({
      ok: false,
      statusCode: 502,
      reason: 'answered more than 1000 bytes',
    })
    expect(node.requests).toHaveLength(1)
    expect(await forwardRpc(node.url, request, { ...fast, maxAnswerBytes: 3_000 })).toMatchObject({
      ok: true,
    })
  })

  it('gives up after 1 + 3 attempts with a 502 naming the last failure', async () => {
    const node = await scopedRpcServer(() => ({ status: 500, body: 'down' }))
    expect(await forwardRpc(node.url, request, fast)).toEqual({
      ok: false,
      statusCode: 502,
      reason: 'answered HTTP 500 (4 attempts)',
    })
    expect(node.requests).toHaveLength(4)
  })

  it('times out a node that never answers and retries it, then answers 504', async () => {
    const node = await scopedRpcServer(() => undefined)
    expect(await forwardRpc(node.url, request, fast)).toEqual({
      ok: false,
      statusCode: 504,
      reason: 'did not answer within 200 ms (4 attempts)',
    })
    expect(node.requests).toHaveLength(4)
  })

  it('answers a hung node’s late answer after a timeout was retried', async () => {
    const node = await scopedRpcServer((_, attempt) =>
      attempt === 1 ? undefined : { body: answer },
    )
    expect(await forwardRpc(node.url, request, fast)).toEqual({ ok: true, body: answer })
    expect(node.requests).toHaveLength(2)
  })

  it('retries a node that cannot be reached', async () => {
    const url = `http://127.0.0.1:${await freePort()}`
    expect(await forwardRpc(url, request, fast)).toEqual({
      ok: false,
      statusCode: 502,
      reason: 'cannot be reached (ECONNREFUSED) (4 attempts)',
    })
  })

  it('passes a JSON-RPC error of the node on without retrying it', async () => {
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'execution reverted' } }
    const node = await scopedRpcServer(() => ({ body: error }))
    expect(await forwardRpc(node.url, request, fast)).toEqual({ ok: true, body: error })
    expect(node.requests).toHaveLength(1)
  })

  it('does not retry an HTTP 4xx and does not show the URL', async () => {
    const node = await scopedRpcServer(() => ({ status: 401, body: { message: 'bad key' } }))
    const result = await forwardRpc(`${node.url}/v3/secret-key`, request, fast)
    expect(result).toEqual({ ok: false, statusCode: 502, reason: 'answered HTTP 401' })
    expect(node.requests).toHaveLength(1)
  })

  it('refuses an answer that is not JSON, without retrying', async () => {
    const node = await scopedRpcServer(() => ({ body: '<html>proxy error</html>' }))
    expect(await forwardRpc(node.url, request, fast)).toEqual({
      ok: false,
      statusCode: 502,
      reason: 'answered something that is not JSON',
    })
    expect(node.requests).toHaveLength(1)
  })

  it('makes one attempt when retryCount is 0', async () => {
    const node = await scopedRpcServer(() => ({ status: 502, body: 'bad gateway' }))
    expect(await forwardRpc(node.url, request, { ...fast, retryCount: 0 })).toEqual({
      ok: false,
      statusCode: 502,
      reason: 'answered HTTP 502 (1 attempt)',
    })
  })
})
