import { TimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainClients } from './chainClients'
import { scopedRpcServer } from './test/testRpcServer'

const policy = { retryCount: 1, retryDelayMs: 1, timeoutMs: 200 }

describe('chainClients', () => {
  it('gives up on a node that does not answer with viem’s TimeoutError, after its retries', async () => {
    const node = await scopedRpcServer(() => undefined)
    const client = chainClients(policy)({ chainId: 31337, rpcUrl: node.url })
    const started = Date.now()
    const error = await client.getChainId().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).message).toContain('eth_chainId')
    expect(node.methods()).toEqual(['eth_chainId', 'eth_chainId'])
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * policy.timeoutMs)
  })

  it('waits for a slow answer within the timeout, one client per chain and URL', async () => {
    const node = await scopedRpcServer(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      // The transport batches: an array of requests, answered in kind.
      const answer = ({ id }: { id: number }) => ({ jsonrpc: '2.0', id, result: '0x7a69' })
      return {
        body: Array.isArray(request) ? request.map(answer) : answer(request as { id: number }),
      }
    })
    const clients = chainClients(policy)
    const client = clients({ chainId: 31337, rpcUrl: node.url })
    expect(await client.getChainId()).toBe(31337)
    expect(clients({ chainId: 31337, rpcUrl: node.url })).toBe(client)
    expect(node.methods()).toEqual(['eth_chainId'])
  })
})
