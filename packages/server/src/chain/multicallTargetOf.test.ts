import { MULTICALL3_ADDRESS } from '@foyer/protocol'
import { createPublicClient, createTestClient, http } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { multicallTargetOf } from './multicallTargetOf'
import { type DevChain, startDevChain } from './test/devChain'
import { countingRpcProxy, scopedRpcServer, type TestRpcServer } from './test/testRpcServer'

let dev: DevChain
let node: TestRpcServer & { close(): Promise<void> }

beforeAll(async () => {
  dev = await startDevChain()
  node = await countingRpcProxy(dev.rpcUrl)
}, 60_000)
afterAll(async () => {
  await Promise.all([node?.close(), dev?.stop()])
})
beforeEach(() => {
  node.requests.length = 0
})

const clientOf = (url: string) =>
  createPublicClient({ transport: http(url, { retryCount: 0 }), cacheTime: 0 })

describe('multicallTargetOf', () => {
  it('uses the dev chain’s Multicall3, checked once per client and chain', async () => {
    const client = clientOf(node.url)
    expect(await multicallTargetOf(client, 31337)).toEqual({ multicallAddress: MULTICALL3_ADDRESS })
    expect(await multicallTargetOf(client, 31337)).toEqual({ multicallAddress: MULTICALL3_ADDRESS })
    expect(node.methods()).toEqual(['eth_getCode'])
    // Another client is another node: asked again.
    await multicallTargetOf(clientOf(node.url), 31337)
    expect(node.methods()).toEqual(['eth_getCode', 'eth_getCode'])
  })

  it('goes deployless where the node has no Multicall3', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(dev.rpcUrl) })
    const code = await clientOf(dev.rpcUrl).getCode({ address: MULTICALL3_ADDRESS })
    if (!code) throw new Error('the dev chain has no Multicall3')
    await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: '0x' })
    try {
      expect(await multicallTargetOf(clientOf(node.url), 31337)).toEqual({ deployless: true })
    } finally {
      await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: code })
    }
  })

  it('asks again after a node that did not answer', async () => {
    // Down for the first request, then passing requests on to the dev chain.
    const flaky = await scopedRpcServer(async (request, attempt) => {
      if (attempt === 1) return { status: 503, body: 'down' }
      const response = await fetch(dev.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      return { body: await response.json() }
    })
    const client = clientOf(flaky.url)
    await expect(multicallTargetOf(client, 31337)).rejects.toThrow()
    expect(await multicallTargetOf(client, 31337)).toEqual({ multicallAddress: MULTICALL3_ADDRESS })
    expect(flaky.methods()).toEqual(['eth_getCode', 'eth_getCode'])
  })
})
