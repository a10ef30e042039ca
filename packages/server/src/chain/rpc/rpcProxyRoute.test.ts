import { type Anvil, startAnvil } from '@foyer/devchain'
import { RPC_BATCH_SIZE } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import type { ConfiguredChain } from '../../config/applyChainsFile'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import { createChainRegistry } from '../chainRegistry'
import { testAccount } from '../test/devChain'
import { countingRpcProxy, scopedRpcServer, type TestRpcServer } from '../test/testRpcServer'

const FRAME = 'http://wallet.foyer.localhost:8788'
const SHOP = 'https://shop.example'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let db: Database
let anvil: Anvil
/** Counts what reaches anvil (chain 31337). */
let node: TestRpcServer & { close(): Promise<void> }
/** Chain 31337 is anvil behind the counter; chain 31338 points at each test's own server. */
const chains: ConfiguredChain[] = []
let app: FastifyInstance
/** The same API with short waits: 1 retry after 1 ms, 200 ms per attempt. */
let impatient: FastifyInstance
let project: Project

beforeAll(async () => {
  ;[db, anvil] = await Promise.all([migratedPglite(), startAnvil({ chainId: 31337, port: 0 })])
  node = await countingRpcProxy(anvil.rpcUrl)
  chains.push({ chainId: 31337, rpcUrl: node.url }, { chainId: 31338, rpcUrl: node.url })
  // Tests point chain 31338 at a server of their own: the registry reads `chains` every time.
  const registry = createChainRegistry({ chains, deployments: async () => undefined, recheckMs: 0 })
  app = await createApp(testConfig(), { db, chain: { registry } })
  impatient = await createApp(testConfig(), {
    db,
    chain: { registry, rpcPolicy: { retryCount: 1, retryDelayMs: 1, timeoutMs: 200 } },
  })
  project = await createProject(db, { name: 'Shop', allowedOrigins: [SHOP] })
})
afterAll(async () => {
  await Promise.all([app.close(), impatient.close()])
  await Promise.all([node.close(), anvil.stop(), db.close()])
})
beforeEach(() => {
  node.requests.length = 0
})

/** Chain 31338 answers with `server` from now on. */
function serveChainB(server: TestRpcServer) {
  chains[1] = { chainId: 31338, rpcUrl: server.url }
}

async function rpc(body: unknown, { chainId = 'eip155:31337', target = app, raw = false } = {}) {
  const response = await target.inject({
    method: 'POST',
    url: `/v1${projectQuery(project.id, { chainId })}`,
    headers: { 'content-type': 'application/json' },
    payload: raw ? (body as string) : JSON.stringify(body),
  })
  return { status: response.statusCode, body: response.json(), response }
}

const call = (method: string, id: number | string = 1, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('POST /v1 (the JSON-RPC proxy) with a real node', () => {
  it('serves viem clients: reads, and a transaction signed by the caller', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (typeof address !== 'object' || !address) throw new Error('no port')
    const url = `http://127.0.0.1:${address.port}/v1${projectQuery(project.id, { chainId: 'eip155:31337' })}`
    const client = createPublicClient({ transport: http(url) })
    expect(await client.getChainId()).toBe(31337)
    const wallet = createWalletClient({ account: testAccount(3), transport: http(url) })
    const hash = await wallet.sendTransaction({
      to: RECEIVER,
      value: parseEther('1.25'),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await client.getBalance({ address: RECEIVER })).toBe(parseEther('1.25'))
    expect(node.methods()).toContain('eth_sendRawTransaction')
    expect(node.methods()).not.toContain('eth_sendTransaction')
  })

  it('accepts a bare chain id', async () => {
    const { status, body } = await rpc(call('eth_chainId', 7), { chainId: '31337' })
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
  })

  it('reads a body sent as text/plain too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1${projectQuery(project.id, { chainId: 'eip155:31337' })}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(call('net_version')),
    })
    expect(response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '31337' })
  })

  it.each([
    'anvil_setBalance',
    'evm_mine',
    'hardhat_setBalance',
    'debug_traceCall',
    'personal_sign',
    'admin_nodeInfo',
    'eth_sendTransaction',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_accounts',
  ])('refuses %s with -32601 and never calls the node', async (method) => {
    const { status, body } = await rpc(call(method, 'a', [RECEIVER, '0x1']))
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      error: {
        code: -32601,
        message: `Requested RPC call is not allowed: ${method} is not served by this API`,
      },
    })
    expect(node.requests).toEqual([])
  })

  it('leaves the balance alone when anvil_setBalance is refused', async () => {
    const before = await rpc(call('eth_getBalance', 1, [RECEIVER, 'latest']))
    await rpc(call('anvil_setBalance', 2, [RECEIVER, '0x1']))
    const after = await rpc(call('eth_getBalance', 3, [RECEIVER, 'latest']))
    expect(after.body.result).toBe(before.body.result)
    expect(node.methods()).toEqual(['eth_getBalance', 'eth_getBalance'])
  })

  it(`passes a batch of ${RPC_BATCH_SIZE} as one request`, async () => {
    const batch = Array.from({ length: RPC_BATCH_SIZE }, (_, id) => call('eth_chainId', id))
    const { body } = await rpc(batch)
    expect(body).toHaveLength(RPC_BATCH_SIZE)
    expect(body[999]).toEqual({ jsonrpc: '2.0', id: 999, result: '0x7a69' })
    expect(node.requests).toHaveLength(1)
  })

  it(`refuses a batch of ${RPC_BATCH_SIZE + 1} without calling the node`, async () => {
    const batch = Array.from({ length: RPC_BATCH_SIZE + 1 }, (_, id) => call('eth_chainId', id))
    const { status, body } = await rpc(batch)
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message:
          'Invalid request: a batch of 1001 requests is larger than 1000, the most one batch may hold',
      },
    })
    expect(node.requests).toEqual([])
  })

  it('answers a mixed batch in order, passing only what may pass', async () => {
    const { body } = await rpc([
      call('eth_chainId', 1),
      call('anvil_mine', 2),
      { jsonrpc: '1.0', id: 3, method: 'eth_chainId' },
      call('net_version', 'four'),
      42,
    ])
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32601,
          message: 'Requested RPC call is not allowed: anvil_mine is not served by this API',
        },
      },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32600, message: 'Invalid request: jsonrpc must be "2.0"' },
      },
      { jsonrpc: '2.0', id: 'four', result: '31337' },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: expect.stringMatching(/^Invalid request: /) },
      },
    ])
    expect(node.requests).toEqual([[call('eth_chainId', 1), call('net_version', 'four')]])
  })

  it('answers a batch of refusals without calling the node', async () => {
    const { body } = await rpc([call('evm_mine', 1), call('eth_sign', 2)])
    expect(body.map((item: { error: { code: number } }) => item.error.code)).toEqual([
      -32601, -32601,
    ])
    expect(node.requests).toEqual([])
  })

  it.each([
    ['{"jsonrpc":', -32700, 'Parse error: the body is not JSON'],
    ['', -32700, 'Parse error: the body is not JSON'],
    ['[]', -32600, 'Invalid request: empty batch'],
    ['"eth_chainId"', -32600, expect.stringMatching(/^Invalid request: /)],
    ['{"jsonrpc":"2.0","id":5}', -32600, 'Invalid request: method must be a string'],
    [
      '{"jsonrpc":"2.0","id":5,"method":"eth_call","params":"0x"}',
      -32600,
      'Invalid request: params must be an array or an object',
    ],
  ])('answers the body %j with JSON-RPC error %i', async (payload, code, message) => {
    const { status, body } = await rpc(payload, { raw: true })
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: payload.includes('"id":5') ? 5 : null,
      error: { code, message },
    })
    expect(node.requests).toEqual([])
  })
})

describe('POST /v1 chains and projects', () => {
  it.each([
    ['eip155:1', 'eip155:1'],
    ['1', '1'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])('answers chainId=%s with 400 Unsupported chain', async (chainId, shown) => {
    const { status, body } = await rpc(call('eth_chainId'), { chainId })
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        code: 'UNSUPPORTED_CHAIN',
        message: `Unsupported chain: ${shown} is not served by this API (it serves eip155:31337, eip155:31338)`,
      },
    })
  })

  it.each([
    ['', 'chainId is required: a CAIP-2 network id such as eip155:1, or a chain id'],
    [
      'mainnet',
      'chainId must be a CAIP-2 network id such as eip155:1, or a chain id, got "mainnet"',
    ],
  ])('answers chainId=%j with 400 INVALID_PARAMS', async (chainId, message) => {
    const { status, body } = await rpc(call('eth_chainId'), { chainId })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { code: 'INVALID_PARAMS', message } })
  })

  it('refuses a request without a project', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1?chainId=eip155:31337',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(call('eth_chainId')),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'PROJECT_ID_REQUIRED' } })
    expect(node.requests).toEqual([])
  })

  it.each([
    [FRAME, FRAME],
    [SHOP, SHOP],
    ['https://evil.example', undefined],
  ])('answers the preflight of %s with CORS %s', async (origin, allowed) => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: `/v1${projectQuery(project.id, { chainId: 'eip155:31337' })}`,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe(allowed)
  })

  it('is rate limited like every project route', async () => {
    const limited = await createApp(testConfig({ RATE_LIMIT_PER_MINUTE: '1' }), {
      db,
      chain: { registry: createChainRegistry({ chains, deployments: async () => undefined }) },
    })
    try {
      expect((await rpc(call('eth_chainId'), { target: limited })).status).toBe(200)
      const second = await rpc(call('eth_chainId'), { target: limited })
      expect(second.status).toBe(429)
      expect(second.body).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    } finally {
      await limited.close()
    }
  })
})

describe('POST /v1 when the node fails', () => {
  const answer = { jsonrpc: '2.0', id: 1, result: '0x10' }

  it('answers on the third attempt when the node fails twice', async () => {
    const flaky = await scopedRpcServer((_, attempt) =>
      attempt <= 2 ? { status: 503, body: 'overloaded' } : { body: answer },
    )
    serveChainB(flaky)
    const { status, body } = await rpc(call('eth_blockNumber'), { chainId: 'eip155:31338' })
    expect(status).toBe(200)
    expect(body).toEqual(answer)
    expect(flaky.requests).toHaveLength(3)
  })

  it('sends a broadcast once: a node that failed may have taken it', async () => {
    const flaky = await scopedRpcServer((_, attempt) =>
      attempt <= 2 ? { status: 503, body: 'overloaded' } : { body: answer },
    )
    serveChainB(flaky)
    const batch = [call('eth_blockNumber', 1), call('eth_sendRawTransaction', 2)]
    const { status } = await rpc(batch, { chainId: 'eip155:31338' })
    expect(status).toBe(502)
    expect(flaky.requests).toHaveLength(1)
  })

  it('answers 504 with a JSON-RPC error when the node never answers', async () => {
    const hung = await scopedRpcServer(() => undefined)
    serveChainB(hung)
    const { status, body } = await rpc(call('eth_blockNumber', 9), {
      chainId: 'eip155:31338',
      target: impatient,
    })
    expect(status).toBe(504)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: {
        code: -32603,
        message: 'The node of chain eip155:31338 did not answer within 200 ms (2 attempts)',
      },
    })
    expect(hung.requests).toHaveLength(2)
  })

  it('answers 502 with an error per forwarded request of a batch', async () => {
    const down = await scopedRpcServer(() => ({ status: 500, body: 'down' }))
    serveChainB(down)
    const { status, body } = await rpc(
      [call('eth_chainId', 1), call('evm_mine', 2), call('eth_blockNumber', 3)],
      {
        chainId: 'eip155:31338',
        target: impatient,
      },
    )
    expect(status).toBe(502)
    const message = 'The node of chain eip155:31338 answered HTTP 500 (2 attempts)'
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32603, message } },
      { jsonrpc: '2.0', id: 3, error: { code: -32603, message } },
    ])
  })

  it('passes a JSON-RPC error of the node on, unretried', async () => {
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } }
    const node = await scopedRpcServer(() => ({ body: error }))
    serveChainB(node)
    const { status, body } = await rpc(call('eth_getBlockByNumber', 1, ['0x999', false]), {
      chainId: 'eip155:31338',
    })
    expect(status).toBe(200)
    expect(body).toEqual(error)
    expect(node.requests).toHaveLength(1)
  })

  it('applies a single error the node gives for a whole batch to each request', async () => {
    const error = { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'batch too large' } }
    const node = await scopedRpcServer(() => ({ body: error }))
    serveChainB(node)
    const { body } = await rpc([call('eth_chainId', 1), call('eth_chainId', 2)], {
      chainId: 'eip155:31338',
    })
    expect(body).toEqual([
      { ...error, id: 1 },
      { ...error, id: 2 },
    ])
  })
})
