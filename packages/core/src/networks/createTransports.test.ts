// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Anvil, startAnvil } from '@foyer/devchain'
import {
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@foyer/protocol'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTransports, rpcTransport } from './createTransports'
import { devChainA } from './devChains'
import { toViemChain } from './toViemChain'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(() => anvil.stop())

/**
 * A node in front of anvil that fails its first `failures` requests with 503 (as an overloaded
 * node does) and passes the rest on; it counts the HTTP requests and JSON-RPC calls it sees.
 */
async function flakyNode(failures: number) {
  const seen = { requests: 0, batches: [] as number[] }
  const server: Server = createServer(async (request, response) => {
    seen.requests++
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const parsed = JSON.parse(body) as unknown
    seen.batches.push(Array.isArray(parsed) ? parsed.length : 1)
    if (seen.requests <= failures) {
      response.writeHead(503).end('overloaded')
      return
    }
    const answer = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const chain = toViemChain(devChainA)
const clientOf = (url: string) => createPublicClient({ chain, transport: rpcTransport(url) })

describe('rpcTransport', () => {
  it('carries docs/product.md RPC policy: 3 retries from 150 ms, 10 s timeout', () => {
    expect([RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS, RPC_BATCH_SIZE]).toEqual([
      3, 150, 10_000, 1000,
    ])
    const { config } = rpcTransport(anvil.rpcUrl)({ chain })
    expect(config).toMatchObject({
      retryCount: RPC_RETRY_COUNT,
      retryDelay: RPC_RETRY_DELAY_MS,
      timeout: RPC_TIMEOUT_MS,
    })
  })

  it('retries a failing node up to 3 times', async () => {
    const node = await flakyNode(RPC_RETRY_COUNT)
    try {
      expect(await clientOf(node.url).getChainId()).toBe(31337)
      expect(node.seen.requests).toBe(RPC_RETRY_COUNT + 1)
    } finally {
      await node.close()
    }
  })

  it('gives up after 3 retries', async () => {
    const node = await flakyNode(RPC_RETRY_COUNT + 1)
    try {
      await expect(clientOf(node.url).getChainId()).rejects.toThrow(/HTTP request failed/)
      expect(node.seen.requests).toBe(RPC_RETRY_COUNT + 1)
    } finally {
      await node.close()
    }
  })

  it('sends concurrent calls as one JSON-RPC batch', async () => {
    const node = await flakyNode(0)
    try {
      const client = clientOf(node.url)
      const [chainId, block] = await Promise.all([client.getChainId(), client.getBlockNumber()])
      expect(chainId).toBe(31337)
      expect(block).toBeGreaterThanOrEqual(0n)
      expect(node.seen.batches).toEqual([2])
    } finally {
      await node.close()
    }
  })
})

describe('createTransports', () => {
  it("uses each chain's own RPC URL unless told another", async () => {
    const node = await flakyNode(0)
    try {
      const chains = [toViemChain({ ...devChainA, rpcUrls: { default: { http: [anvil.rpcUrl] } } })]
      const own = createTransports(chains)[31337]?.({ chain: chains[0] })
      expect(own?.value?.url).toBe(anvil.rpcUrl)
      const proxied = createTransports(chains, () => node.url)[31337]?.({ chain: chains[0] })
      expect(proxied?.value?.url).toBe(node.url)
    } finally {
      await node.close()
    }
  })
})
